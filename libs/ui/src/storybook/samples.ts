/** Sample texts for stories (the design system itself has no i18n). Chosen by the Storybook "Locale" toolbar. */
export type SampleLocale = 'ru' | 'kk';

export const samples = {
  ru: {
    search: 'Найти',
    sell: 'Продать авто',
    save: 'Сохранить',
    cancel: 'Отмена',
    close: 'Закрыть',
    favourite: 'В избранное',
    retry: 'Повторить',
    loading: 'Загрузка',
    pageLoading: 'Загрузка страницы',
    city: 'Город',
    chooseCity: 'Выберите город',
    brand: 'Марка',
    phone: 'Телефон',
    price: 'Цена',
    emptyTitle: 'Ничего не найдено',
    emptyText: 'Попробуйте изменить фильтры или расширить регион поиска.',
    resetFilters: 'Сбросить фильтры',
    errorTitle: 'Не удалось загрузить объявления',
    errorText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
    theme: 'Тема оформления',
    themes: { light: 'Светлая', dark: 'Тёмная', system: 'Системная' },
    language: 'Язык',
    languages: { ru: 'Рус', kk: 'Қаз' },
    km: 'км',
    oldPrice: 'Старая цена',
    cities: ['Алматы', 'Астана', 'Шымкент', 'Караганда', 'Актобе'],
    badges: { new: 'Новое', checked: 'Проверено', urgent: 'Срочно' },
    automatic: 'Автомат',
    heading: 'Автомобили в Казахстане',
    body: 'Покупайте и продавайте автомобили безопасно. Проверенные объявления по всему Казахстану.',
    masks: {
      plate: 'Госномер',
      plateHint: 'Формат 123 ABC 02',
      plateError: 'Неверный госномер или код региона',
      vin: 'VIN',
      vinHint: '17 символов, без букв I, O и Q',
      iin: 'ИИН',
      iinHint: '12 цифр',
      iinError: 'Проверьте ИИН',
    },
  },
  kk: {
    search: 'Іздеу',
    sell: 'Көлік сату',
    save: 'Сақтау',
    cancel: 'Болдырмау',
    close: 'Жабу',
    favourite: 'Таңдаулыларға',
    retry: 'Қайталау',
    loading: 'Жүктелуде',
    pageLoading: 'Бет жүктелуде',
    city: 'Қала',
    chooseCity: 'Қаланы таңдаңыз',
    brand: 'Маркасы',
    phone: 'Телефон',
    price: 'Бағасы',
    emptyTitle: 'Ештеңе табылмады',
    emptyText: 'Сүзгілерді өзгертіп немесе іздеу өңірін кеңейтіп көріңіз.',
    resetFilters: 'Сүзгілерді тазарту',
    errorTitle: 'Хабарландыруларды жүктеу мүмкін болмады',
    errorText: 'Интернетке қосылымды тексеріп, қайталап көріңіз.',
    theme: 'Безендіру тақырыбы',
    themes: { light: 'Ашық', dark: 'Қараңғы', system: 'Жүйелік' },
    language: 'Тіл',
    languages: { ru: 'Рус', kk: 'Қаз' },
    km: 'км',
    oldPrice: 'Ескі баға',
    cities: ['Алматы', 'Астана', 'Шымкент', 'Қарағанды', 'Ақтөбе'],
    badges: { new: 'Жаңа', checked: 'Тексерілген', urgent: 'Шұғыл' },
    automatic: 'Автомат',
    heading: 'Қазақстандағы көліктер',
    body: 'Көліктерді қауіпсіз сатып алыңыз және сатыңыз. Бүкіл Қазақстан бойынша тексерілген хабарландырулар.',
    masks: {
      plate: 'Мемлекеттік нөмір',
      plateHint: 'Пішімі 123 ABC 02',
      plateError: 'Нөмір немесе өңір коды қате',
      vin: 'VIN',
      vinHint: '17 таңба, I, O және Q әріптерінсіз',
      iin: 'ЖСН',
      iinHint: '12 сан',
      iinError: 'ЖСН-ді тексеріңіз',
    },
  },
} as const;

export function sample(globals: Record<string, unknown>) {
  return samples[(globals.locale as SampleLocale) === 'kk' ? 'kk' : 'ru'];
}

export function sampleLocale(globals: Record<string, unknown>): SampleLocale {
  return globals.locale === 'kk' ? 'kk' : 'ru';
}

/** An inline SVG car photo (no network) for stories. */
export function carPhoto(hue = 195, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,78%)"/><stop offset="1" stop-color="hsl(${hue},45%,92%)"/></linearGradient></defs><rect width="800" height="600" fill="url(#s)"/><rect y="430" width="800" height="170" fill="hsl(${hue},12%,70%)"/><g transform="translate(150 260)"><path d="M40 170 L60 110 Q80 60 160 50 L340 45 Q420 50 460 110 L520 120 Q560 130 560 170 Z" fill="hsl(${(hue + 180) % 360},55%,40%)"/><path d="M150 65 L330 60 Q390 65 420 110 L110 112 Q120 75 150 65Z" fill="hsl(${hue},40%,85%)"/><circle cx="140" cy="175" r="42" fill="#1b1f22"/><circle cx="140" cy="175" r="18" fill="#9aa"/><circle cx="440" cy="175" r="42" fill="#1b1f22"/><circle cx="440" cy="175" r="18" fill="#9aa"/></g><text x="400" y="560" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
