/**
 * Function words of English, French and Spanish (articles, pronouns, prepositions, conjunctions,
 * auxiliaries), folded as the index folds them ("à" → "a", "más" → "mas"). The spelling
 * corrector never offers one as a correction: in a small index they are the most frequent words
 * near any short word, so "fox", absent from it, became "for", and a search for "for" finds
 * nothing anyone meant. A function word typed is never corrected either: it is no typo.
 * One set for the three languages: the corrector does not know which one a word is in. Question
 * words are here too ("how", "comment", "cuando"): a question ranks on what it asks about.
 */

const ENGLISH = `a about after all also am an and any are as at be been being both but by can could did do
does each either for from had has have he her hers him his how i if in into is it its may me might
must my neither no nor not of off on onto or our ours she should so than that the their theirs them
then there these they this those through to too under until up upon us was we were what when where
which while who whom whose why will with within without would you your yours`;

const FRENCH = `a au aux avec ce ceci cela ces cet cette chez combien comment dans de des du elle elles en entre est et etaient
etait ete etre eux il ils je la le les leur leurs lui ma mais me mes moi mon ne ni nos notre nous on
ont ou par pas pour pourquoi qu quand que quel quelle qui sa sans se ses si son sont sous sur ta te tes toi ton tu un
une vos votre vous y`;

const SPANISH = `a al ante bajo como con contra cual cuando cuanto cuantos de del desde donde el ella ellas ellos en entre es esa
esas ese eso esos esta estas este esto estos fue ha hacia han hasta la las le les lo los mas me mi
mis muy ni no nos o para pero por porque que quien se sin sobre su sus te tu tus un una unas uno unos y ya
yo`;

const split = (list: string) => new Set(list.split(/\s+/));

/** Each language's own, for the query's words (content-terms.ts): "son" is one in French only. */
export const FUNCTION_WORDS_BY_LANGUAGE: Readonly<Record<'en' | 'fr' | 'es', ReadonlySet<string>>> = {
  en: split(ENGLISH),
  fr: split(FRENCH),
  es: split(SPANISH),
};

export const FUNCTION_WORDS: ReadonlySet<string> = split(`${ENGLISH} ${FRENCH} ${SPANISH}`);
