/**
 * Records every HTTP request the process sends, through Node's diagnostics channels: global
 * fetch (undici) and the http/https modules. Privacy tests read where requests went and what
 * they carried (URL and headers), whatever code sent them.
 *
 *   const outbound = recordOutboundRequests();
 *   // … drive the app …
 *   outbound.requests.filter((r) => r.url.includes(canary));
 *   outbound.stop();
 */
import dc from 'node:diagnostics_channel';

export interface OutboundRequest {
  /** Origin and path with its query string. */
  url: string;
  /** The request line's headers, flattened to one string. */
  headers: string;
}

export interface OutboundRecorder {
  requests: OutboundRequest[];
  stop(): void;
}

interface UndiciMessage {
  request: { origin: string | URL; path: string; headers: unknown };
}
interface HttpMessage {
  request: { protocol?: string; host?: string; path?: string; getHeaders(): Record<string, unknown> };
}

export function recordOutboundRequests(): OutboundRecorder {
  const requests: OutboundRequest[] = [];
  const onFetch = (message: unknown) => {
    const { request } = message as UndiciMessage;
    requests.push({ url: `${String(request.origin)}${request.path}`, headers: JSON.stringify(request.headers) });
  };
  const onHttp = (message: unknown) => {
    const { request } = message as HttpMessage;
    requests.push({
      url: `${request.protocol ?? 'http:'}//${request.host ?? ''}${request.path ?? ''}`,
      headers: JSON.stringify(request.getHeaders()),
    });
  };
  dc.subscribe('undici:request:create', onFetch);
  dc.subscribe('http.client.request.start', onHttp);
  return {
    requests,
    stop() {
      dc.unsubscribe('undici:request:create', onFetch);
      dc.unsubscribe('http.client.request.start', onHttp);
    },
  };
}
