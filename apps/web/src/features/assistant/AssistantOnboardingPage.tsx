import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSISTANT_TEXT_MAX } from '@jolda/contracts';
import { Button } from '@jolda/ui';
import { Sparkles } from '@jolda/ui/icons';
import { useSignedIn } from '../favourites';
import { EXAMPLES } from './examples';
import { markOnboarded } from './storage';
import * as styles from './assistant.css';

/**
 * `/ai-chat/onboarding`: the introduction a first visit opens with — what the assistant does, requests to try (each
 * opens the chat and sends it), and what is kept of the conversation.
 */
export function AssistantOnboardingPage() {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  return (
    <article className={styles.onboarding}>
      <h1 className={styles.heading}>
        <Sparkles aria-hidden size={28} className={styles.headingIcon} />
        <Trans>AI-помощник Jolda</Trans>
      </h1>
      <p className={styles.onboardingLead}>
        <Trans>
          Пишите, как говорите: «камри до 12 млн в Алматы», «Алматыда 10 миллионға дейін кроссовер». Помощник поймёт
          марку, модель, город, бюджет и остальное, покажет подходящие объявления и ответит по ним.
        </Trans>
      </p>
      <ul className={styles.abilities}>
        <li className={styles.ability}>
          <h2 className={styles.abilityTitle}>
            <Trans>Подбор среди объявлений</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>Только настоящие объявления Jolda с фото и ссылкой; уточняйте: «а подешевле?», «только автомат», «а в Астане?».</Trans>
          </p>
        </li>
        <li className={styles.ability}>
          <h2 className={styles.abilityTitle}>
            <Trans>Цены по рынку</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>Медианная цена модели и диапазон, в котором стоит половина машин, — по опубликованным объявлениям.</Trans>
          </p>
        </li>
        <li className={styles.ability}>
          <h2 className={styles.abilityTitle}>
            <Trans>Сравнение и кредит</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>Сравнит две модели по ценам, годам и пробегу и посчитает платёж по кредиту калькулятором Jolda.</Trans>
          </p>
        </li>
        <li className={styles.ability}>
          <h2 className={styles.abilityTitle}>
            <Trans>Понятные объяснения</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>Растаможка, ГЭСВ, вариатор, полный привод — коротко и по делу, на русском и казахском.</Trans>
          </p>
        </li>
      </ul>
      <h2 className={styles.sectionTitle}>
        <Trans>Попробуйте</Trans>
      </h2>
      <ul className={styles.suggestions} aria-label={t`Примеры запросов`}>
        {EXAMPLES.map((e) => (
          <li key={e.id}>
            <Link to="/ai-chat" search={{ q: i18n._(e) }} className={styles.exampleLink} onClick={markOnboarded}>
              {i18n._(e)}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.note}>
        <h2 className={styles.abilityTitle}>
          <Trans>Что сохраняется</Trans>
        </h2>
        <p className={styles.muted}>
          {signedIn ? (
            <Trans>Вы вошли: вопросы и ответы хранятся в вашем профиле, видны только вам и удаляются кнопкой «Новый разговор».</Trans>
          ) : (
            <Trans>Без входа разговор хранится только в этом браузере и удаляется кнопкой «Новый разговор». Если войти, он будет сохраняться в профиле.</Trans>
          )}
        </p>
        <p className={styles.muted}>
          <Trans>Сообщение — до {ASSISTANT_TEXT_MAX} знаков. Ответы строятся по объявлениям Jolda; цены — оценка, не предложение продавца или банка.</Trans>
        </p>
      </div>
      <div>
        <Button render={(p) => <Link {...p} to="/ai-chat" onClick={markOnboarded} />} iconStart={<Sparkles size={18} />} data-testid="assistant-start">
          <Trans>Начать разговор</Trans>
        </Button>
      </div>
    </article>
  );
}
