import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AutocheckReport, HistoryListing, RegistrySource } from '@jolda/contracts';
import { type AutocheckSubject, autocheckApi, autocheckMutations, autocheckQueries, bonusQueries, isApiRequestError, useHttp } from '@jolda/api-client';
import { loginRedirectHref } from '@jolda/auth';
import { formatDateParts, formatMileage, formatNumber, formatPrice } from '@jolda/i18n';
import { Badge, Button, DataList, Spinner } from '@jolda/ui';
import { AlertTriangle, CheckCircle2, FileText, Share2 } from '@jolda/ui/icons';
import { useAfterHydration } from '../../shared/after-hydration';
import { useLocale } from '../../shared/use-locale';
import type { ReportData } from './autocheck-route';
import {
  AUTHORITIES,
  COUNTRIES,
  DAMAGE,
  LISTING_STATUS,
  REASON_LABELS,
  REGISTRATION_KINDS,
  RESTRICTION_KINDS,
  SOURCE_TITLES,
  STATUS_LABELS,
  ZONES,
} from './labels';
import * as styles from './autocheck.css';

/** `/autocheck/report`: the verdict, the decoding, our own history and the registries, with print and share. */
export function ReportPage({ data }: { data: ReportData }) {
  return data.kind === 'shared' ? <SharedReport data={data} /> : <SubjectReport data={data} />;
}

function SharedReport({ data }: { data: Extract<ReportData, { kind: 'shared' }> }) {
  const { data: report } = useSuspenseQuery(autocheckQueries.shared(useHttp(), data.token));
  return <Report report={report} data={data} />;
}

function SubjectReport({ data }: { data: Extract<ReportData, { kind: 'subject' }> }) {
  const { data: report } = useSuspenseQuery(autocheckQueries.report(useHttp(), data.subject, data.signedIn));
  return <Report report={report} data={data} />;
}

function Report({ report, data }: { report: AutocheckReport; data: ReportData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const car = [report.car.brand, report.car.model, report.car.year].filter(Boolean).join(' ');
  const day = (iso: string) => formatDateParts(iso, locale, { day: true, month: 'long', year: true });
  return (
    <article className={`${styles.page} ${styles.printRoot}`} data-testid="autocheck-report">
      <header className={styles.section}>
        <p className={styles.muted}>
          <Link to="/autocheck" className={styles.noPrint}>
            <Trans>Проверка автомобиля</Trans>
          </Link>
        </p>
        <h1 className={styles.title}>{car ? t`Отчёт о проверке: ${car}` : t`Отчёт о проверке`}</h1>
        <p className={styles.muted}>
          {report.subject.vin ? <>VIN {report.subject.vin}</> : null}
          {report.subject.vin && report.subject.plate ? ' · ' : null}
          {report.subject.plate ? (
            <>
              {t`Госномер`} {report.subject.plate}
              {report.subject.plateRegion ? ` (${report.subject.plateRegion})` : ''}
            </>
          ) : null}
          {' · '}
          {report.shared ? t`общий отчёт от ${day(report.shared.createdAt)}` : t`составлен ${day(report.generatedAt)}`}
        </p>
      </header>
      <VerdictBlock report={report} />
      <Actions report={report} data={data} />
      <DecodingSection report={report} />
      <HistorySection report={report} />
      <RegistriesSection report={report} />
    </article>
  );
}

function VerdictBlock({ report }: { report: AutocheckReport }) {
  const { t, i18n } = useLingui();
  const { level, reasons } = report.verdict;
  const title = level === 'green' ? t`Проблем не найдено` : level === 'amber' ? t`Есть на что обратить внимание` : t`Серьёзные риски`;
  return (
    <section className={`${styles.verdict} ${styles.verdictTone[level]}`} aria-labelledby="verdict-title" data-testid="verdict" data-level={level}>
      <h2 id="verdict-title" className={styles.verdictTitle}>
        {level === 'green' ? <CheckCircle2 aria-hidden size={20} /> : <AlertTriangle aria-hidden size={20} />} {title}
      </h2>
      {reasons.length ? (
        <ul className={styles.reasons}>
          {reasons.map((r) => (
            <li key={`${r.code}-${r.source}`}>
              {i18n._(REASON_LABELS[r.code])}
              {r.demo ? <> ({t`по демо-данным`})</> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t`Во всех проверенных источниках нет записей, которые мешали бы покупке.`}</p>
      )}
    </section>
  );
}

function Actions({ report, data }: { report: AutocheckReport; data: ReportData }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const share = useMutation({
    mutationKey: autocheckMutations.share(),
    mutationFn: () => {
      if (data.kind === 'shared') return Promise.resolve({ token: data.token, createdAt: report.shared!.createdAt });
      return autocheckApi.shareAutocheckReport(http, data.subject);
    },
  });
  const link = share.data ? `${window.location.origin}${locale === 'kk' ? '/kk' : ''}/autocheck/report?token=${share.data.token}` : null;
  return (
    <div className={`${styles.shareBox} ${styles.noPrint}`}>
      <div className={styles.actions}>
        <Button variant="secondary" iconStart={<FileText aria-hidden size={16} />} onClick={() => window.print()} data-testid="print-report">
          {t`Распечатать или сохранить в PDF`}
        </Button>
        <Button variant="secondary" iconStart={<Share2 aria-hidden size={16} />} loading={share.isPending} onClick={() => share.mutate()} data-testid="share-report">
          {t`Поделиться отчётом`}
        </Button>
      </div>
      {link ? (
        <div className={styles.shareBox} data-testid="share-link">
          <p className={styles.muted}>{t`Ссылка на отчёт — её нельзя угадать, откроет только тот, кому вы её отправите:`}</p>
          <a href={link} className={styles.shareLink}>
            {link}
          </a>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t`Скопировано` : t`Копировать ссылку`}
            </Button>
          </div>
        </div>
      ) : null}
      {share.isError ? (
        <p role="alert" className={styles.alert}>
          {t`Не удалось создать ссылку. Попробуйте ещё раз.`}
        </p>
      ) : null}
    </div>
  );
}

function DecodingSection({ report }: { report: AutocheckReport }) {
  const { t, i18n } = useLingui();
  const d = report.decoding;
  return (
    <section className={styles.section} aria-labelledby="decoding-title">
      <h2 id="decoding-title" className={styles.sectionTitle}>
        <Trans>Расшифровка VIN</Trans>
      </h2>
      {!d ? (
        <p className={styles.muted}>{t`VIN этого автомобиля нам неизвестен: расшифровать нечего.`}</p>
      ) : (
        <div className={styles.card}>
          <DataList
            columns={2}
            items={[
              { key: 'wmi', term: t`Код производителя (WMI)`, detail: d.wmi },
              { key: 'maker', term: t`Производитель и завод`, detail: d.manufacturer ?? t`Нет в нашей таблице` },
              { key: 'country', term: t`Страна сборки`, detail: d.country ? (COUNTRIES[d.country] ? i18n._(COUNTRIES[d.country]!) : d.country) : t`Не определена` },
              { key: 'brand', term: t`Марка`, detail: d.brands.length ? d.brands.map((b) => b.name).join(' / ') : t`Не определена` },
              { key: 'year', term: t`Модельный год`, detail: d.modelYear ? String(d.modelYear) : t`Производитель не кодирует год в VIN` },
              {
                key: 'check',
                term: t`Контрольная цифра`,
                detail:
                  d.checkDigit === 'valid'
                    ? t`Сходится`
                    : d.checkDigit === 'invalid'
                      ? t`Не сходится`
                      : t`Не используется в регионе производителя — это нормально`,
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}

function HistorySection({ report }: { report: AutocheckReport }) {
  const { t } = useLingui();
  const locale = useLocale();
  const h = report.history;
  const rolledBack = new Set(h.rollbacks.map((r) => r.later.announcementId));
  return (
    <section className={styles.section} aria-labelledby="history-title" data-testid="own-history">
      <div className={styles.sectionHead}>
        <h2 id="history-title" className={styles.sectionTitle}>
          <Trans>История на Jolda</Trans>
        </h2>
        <span className={styles.muted}>{t`Объявлений: ${formatNumber(h.listings.length, locale)}`}</span>
      </div>
      {h.rollbacks.map((r) => (
        <p key={`${r.earlier.announcementId}-${r.later.announcementId}`} className={styles.alert} role="note" data-testid="rollback">
          {t`Пробег уменьшился на ${formatMileage(r.drop, locale)}: ${formatMileage(r.earlier.mileage, locale)} в объявлении от ${formatDateParts(r.earlier.at, locale, { day: true, month: 'long', year: true })}, ${formatMileage(r.later.mileage, locale)} — от ${formatDateParts(r.later.at, locale, { day: true, month: 'long', year: true })}.`}
        </p>
      ))}
      {h.onSaleNow > 1 ? <p className={styles.alert}>{t`Сейчас этот автомобиль продаётся в ${formatNumber(h.onSaleNow, locale)} объявлениях.`}</p> : null}
      {h.listings.length === 0 ? (
        <p className={styles.muted}>{t`На Jolda этот автомобиль не продавали.`}</p>
      ) : (
        <ol className={styles.list}>
          {[...h.listings].reverse().map((l) => (
            <ListingItem key={l.id} listing={l} rolledBack={rolledBack.has(l.id)} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ListingItem({ listing: l, rolledBack }: { listing: HistoryListing; rolledBack: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const day = (iso: string) => formatDateParts(iso, locale, { day: true, month: 'long', year: true });
  return (
    <li className={`${styles.listing} ${rolledBack ? styles.listingRolledBack : ''}`} data-testid="history-listing">
      {l.photoUrl ? <img src={l.photoUrl} alt="" className={styles.photo} loading="lazy" width={128} height={96} /> : <span className={styles.photo} />}
      <div className={styles.listingBody}>
        <p className={styles.listingTitle}>
          <Link to="/announcement/$id" params={{ id: l.id }}>
            {l.brand.name} {l.model.name}, {l.year}
          </Link>
        </p>
        <div className={styles.badges}>
          <Badge tone={l.status === 'published' ? 'success' : 'neutral'} size="sm">
            {i18n._(LISTING_STATUS[l.status])}
          </Badge>
          <Badge tone="neutral" size="sm">
            {l.sellerType === 'dealer' ? t`Дилер` : t`Частное лицо`}
          </Badge>
        </div>
        <p className={styles.facts}>
          <span className={styles.price}>{formatPrice(l.price, locale)}</span>
          {l.firstPrice ? <span>{t`начальная цена ${formatPrice(l.firstPrice, locale)}`}</span> : null}
          <span>{formatMileage(l.mileage, locale)}</span>
          <span>{l.city}</span>
        </p>
        <p className={styles.muted}>
          {l.endedAt
            ? t`с ${day(l.publishedAt)} по ${day(l.endedAt)}, дней в продаже: ${formatNumber(l.daysOnMarket, locale)}`
            : t`в продаже с ${day(l.publishedAt)}, дней: ${formatNumber(l.daysOnMarket, locale)}`}
          {l.photoCount ? ` · ${t`фото: ${formatNumber(l.photoCount, locale)}`}` : ''}
        </p>
        {rolledBack ? <p className={styles.alert}>{t`Пробег меньше, чем в более раннем объявлении`}</p> : null}
      </div>
    </li>
  );
}

/** What the report is about, as the API takes it (a masked VIN is asked by its plate or announcement). */
function subjectOf(report: AutocheckReport): AutocheckSubject {
  const s = report.subject;
  if (s.kind === 'announcement' && s.announcementId) return { announcement: s.announcementId };
  if (s.kind === 'plate' && s.plate) return { plate: s.plate };
  return { vin: s.vin ?? '' };
}

/** A signed-in reader who has not paid for this car yet: the price, the balance, and the purchase. */
function PayForRegistries({ report }: { report: AutocheckReport }) {
  const { t } = useLingui();
  const http = useHttp();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const hydrated = useAfterHydration();
  const balance = useQuery({ ...bonusQueries.balance(http), enabled: hydrated });
  const price = report.registries.price;
  const unlock = useMutation({
    mutationKey: autocheckMutations.unlock(),
    mutationFn: () => autocheckApi.unlockAutocheckRegistries(http, subjectOf(report)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: autocheckQueries.all() }), queryClient.invalidateQueries({ queryKey: bonusQueries.all() })]),
  });
  const short = isApiRequestError(unlock.error) && unlock.error.code === 'insufficient_points';
  return (
    <div className={`${styles.card} ${styles.noPrint}`} data-testid="registries-pay">
      <p>{t`Владельцы, ограничения, залог, розыск, ДТП и таможня по этому автомобилю — за ${formatNumber(price, locale)} бонусных баллов. Повторно за этот автомобиль платить не нужно.`}</p>
      {balance.data ? <p className={styles.muted} data-testid="bonus-balance-here">{t`У вас ${formatNumber(balance.data.balance, locale)} баллов.`}</p> : null}
      <div className={styles.actions}>
        <Button variant="primary" loading={unlock.isPending} onClick={() => unlock.mutate()} data-testid="registries-unlock">
          {t`Открыть за ${formatNumber(price, locale)} баллов`}
        </Button>
        <Link to="/bonus">{t`Как получить баллы`}</Link>
      </div>
      {short ? (
        <p role="alert" className={styles.alert}>
          {t`Баллов не хватает. Их дают за подтверждённый телефон, заполненный профиль и первое объявление.`}
        </p>
      ) : unlock.isError ? (
        <p role="alert" className={styles.alert}>
          {t`Не удалось оплатить. Попробуйте ещё раз.`}
        </p>
      ) : null}
    </div>
  );
}

function RegistriesSection({ report }: { report: AutocheckReport }) {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const r = report.registries;
  return (
    <section className={styles.section} aria-labelledby="registries-title" data-testid="registries">
      <h2 id="registries-title" className={styles.sectionTitle}>
        <Trans>Проверка по базам</Trans>
      </h2>
      {r.provider === 'demo' && r.access === 'open' ? (
        <p className={styles.demoNote} role="note" data-testid="demo-note">
          <Trans>Демо-данные: базы ещё не подключены, сведения ниже созданы для примера по этому VIN и не относятся к настоящему автомобилю.</Trans>
        </p>
      ) : null}
      {r.access === 'pay' ? <PayForRegistries report={report} /> : null}
      {r.access === 'sign_in' ? (
        <div className={`${styles.card} ${styles.noPrint}`}>
          <p className={styles.muted}>{t`Владельцы, ограничения, залог, розыск, ДТП и таможня — для вошедших пользователей, за бонусные баллы.`}</p>
          <div className={styles.actions}>
            <Button variant="primary" href={loginRedirectHref(`${location.pathname}${location.searchStr}`, locale)} data-testid="registries-sign-in">
              {t`Войти и проверить по базам`}
            </Button>
          </div>
        </div>
      ) : null}
      <div className={styles.grid}>
        {r.sources.map((s) => (
          <SourceCard key={s.id} source={s} />
        ))}
      </div>
    </section>
  );
}

function SourceCard({ source: s }: { source: RegistrySource }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const tone = s.status === 'ok' ? 'success' : s.status === 'unavailable' ? 'danger' : s.status === 'pending' ? 'info' : 'neutral';
  return (
    <section className={styles.card} aria-labelledby={`source-${s.id}`} data-testid={`source-${s.id}`} data-status={s.status}>
      <div className={styles.cardHead}>
        <h3 id={`source-${s.id}`} className={styles.cardTitle}>
          {i18n._(SOURCE_TITLES[s.id])}
        </h3>
        <div className={styles.badges}>
          {s.demo && s.status !== 'locked' ? (
            <Badge tone="info" size="sm">
              {t`демо-данные`}
            </Badge>
          ) : null}
          <Badge tone={tone} size="sm">
            {i18n._(STATUS_LABELS[s.status])}
          </Badge>
        </div>
      </div>
      {s.status === 'pending' ? <Spinner label={t`Источник отвечает дольше обычного — отчёт обновится сам`} /> : null}
      {s.status === 'ok' ? <SourceData source={s} /> : null}
      {s.status === 'not_found' ? <p className={styles.muted}>{t`В этой базе автомобиль не найден.`}</p> : null}
      {s.status === 'unavailable' ? <p className={styles.muted}>{t`Источник сейчас недоступен. Откройте отчёт позже — мы спросим снова.`}</p> : null}
      {s.checkedAt && s.status !== 'pending' ? (
        <p className={styles.muted}>
          {t`Ответ ${formatDateParts(s.checkedAt, locale, { day: true, month: 'long', year: true })}`}
          {s.ms !== null ? `, ${t`за ${formatNumber(s.ms, locale)} мс`}` : ''}
        </p>
      ) : null}
    </section>
  );
}

function SourceData({ source: s }: { source: RegistrySource }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const day = (iso: string) => formatDateParts(iso, locale, { day: true, month: 'long', year: true });
  if (!s.data) return null;
  switch (s.id) {
    case 'registrations':
      return (
        <>
          <p>{t`Владельцев: ${formatNumber(s.data.owners, locale)}`}</p>
          <ul className={styles.events}>
            {s.data.events.map((e, i) => (
              <li key={i}>
                <span className={styles.eventDate}>{day(e.date)}</span>
                {i18n._(REGISTRATION_KINDS[e.kind])}
                {e.region ? `, ${e.region}` : ''}
              </li>
            ))}
          </ul>
        </>
      );
    case 'restrictions':
      return s.data.items.length ? (
        <ul className={styles.events}>
          {s.data.items.map((e, i) => (
            <li key={i}>
              <span className={styles.eventDate}>{day(e.date)}</span>
              {i18n._(RESTRICTION_KINDS[e.kind])} ({i18n._(AUTHORITIES[e.authority])})
            </li>
          ))}
        </ul>
      ) : (
        <p>{t`Ограничений и арестов нет.`}</p>
      );
    case 'pledge':
      return s.data.items.length ? (
        <ul className={styles.events}>
          {s.data.items.map((e, i) => (
            <li key={i}>
              <span className={styles.eventDate}>{day(e.date)}</span>
              {t`В залоге: ${e.pledgee}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t`В реестре залогов не значится.`}</p>
      );
    case 'wanted':
      return <p>{s.data.wanted ? t`В розыске с ${s.data.since ? day(s.data.since) : '—'}` : t`В розыске не значится.`}</p>;
    case 'accidents':
      return s.data.items.length ? (
        <ul className={styles.events}>
          {s.data.items.map((e, i) => (
            <li key={i}>
              <span className={styles.eventDate}>{day(e.date)}</span>
              {i18n._(DAMAGE[e.damage])}: {e.zones.map((z) => i18n._(ZONES[z])).join(', ')}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t`ДТП и страховых случаев не найдено.`}</p>
      );
    case 'customs':
      if (s.data.kind === 'local') return <p>{t`Собран в Казахстане, ввоз не требовался.`}</p>;
      return (
        <p>
          {s.data.from && COUNTRIES[s.data.from] ? t`Ввезён из страны: ${i18n._(COUNTRIES[s.data.from]!)}.` : t`Ввезён из-за рубежа.`}{' '}
          {s.data.date ? t`Таможенное оформление: ${day(s.data.date)}.` : null}
        </p>
      );
  }
}
