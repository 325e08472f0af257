import { msg } from '@lingui/core/macro';

/**
 * Requests to try, as people write them, in the page's language (the Kazakh catalogue has its own wording, not a
 * word-for-word copy): one of each thing the assistant does.
 */
export const EXAMPLES = [
  msg`камри до 12 млн в Алматы`,
  msg`кроссовер с полным приводом до 10 млн`,
  msg`сколько стоит прадо 150?`,
  msg`сравни туссан и спортейдж`,
  msg`какой платёж за 10 млн на 5 лет?`,
  msg`что такое растаможка?`,
];
