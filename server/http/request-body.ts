/**
 * Body parsers with their size limit enforced on what the request announces: a body whose
 * Content-Length is over the route's limit is answered 413 at once, before a byte of it is read,
 * and the connection is closed. body-parser alone refuses such a body too, but only after
 * waiting for the whole of it to arrive (it drains the request before answering), so a client
 * announcing 50 MB and sending nothing held the form for the server's whole request timeout.
 */
import express, { type RequestHandler } from 'express';
import { HttpError } from '../http-error.ts';

function announcedLimit(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const announced = Number(req.get('content-length'));
    if (!Number.isFinite(announced) || announced <= limitBytes) return next();
    res.setHeader('Connection', 'close');
    next(new HttpError(413, typeof req.t === 'function' ? req.t('errors.bodyTooLarge') : 'Request body too large'));
  };
}

/** An urlencoded form of at most `limitBytes`. */
export function formBody(limitBytes: number): RequestHandler[] {
  return [announcedLimit(limitBytes), express.urlencoded({ extended: false, limit: limitBytes })];
}

/** A JSON body of at most `limitBytes`. */
export function jsonBody(limitBytes: number): RequestHandler[] {
  return [announcedLimit(limitBytes), express.json({ limit: limitBytes })];
}
