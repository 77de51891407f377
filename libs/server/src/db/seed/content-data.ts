/** Investment guidance and FAQ content for the demo database. */
export const INVESTMENT_CATEGORIES = [
  {
    name: 'ETF fondy', color: '#3b82f6', subtitle: 'Široce rozložené investice do akcií',
    shortDescription: 'Levný způsob, jak investovat do stovek firem najednou.',
    description: 'Burzovně obchodované fondy kopírují index, například S&P 500 nebo MSCI World. Mají nízké poplatky a hodí se pro pravidelné dlouhodobé investování.',
    prosList: ['Nízké poplatky', 'Široká diverzifikace', 'Pravidelné investování už od 500\u00a0Kč'],
    consList: ['Krátkodobé výkyvy hodnoty', 'Měnové riziko'],
    avgExpectedReturn: 7.5, avgRiskRate: 3,
    products: [
      { companyName: 'Portu', name: 'Portu – akciová strategie', expectedReturn: 7.8, horizon: 3, capital: 500, risk: 3, recommended: true, url: 'https://www.portu.cz' },
      { companyName: 'XTB', name: 'XTB – investiční plány', expectedReturn: 8.0, horizon: 3, capital: 100, risk: 3, recommended: true, url: 'https://www.xtb.com/cz' },
      { companyName: 'Fio banka', name: 'Fio e-Broker – iShares Core MSCI World', expectedReturn: 7.2, horizon: 3, capital: 1000, risk: 3, recommended: true, url: 'https://www.fio.cz' },
      { companyName: 'Trading 212', name: 'Trading 212 – Vanguard S&P 500', expectedReturn: 8.5, horizon: 3, capital: 25, risk: 3, recommended: false, url: 'https://www.trading212.com' },
    ],
  },
  {
    name: 'Spořicí účty', color: '#22c55e', subtitle: 'Bezpečné místo pro rezervu',
    shortDescription: 'Okamžitě dostupné peníze s úrokem a pojištěním vkladů.',
    description: 'Spořicí účty jsou pojištěné do 100\u00a0000 EUR a peníze na nich máte k dispozici kdykoli. Hodí se na finanční rezervu a na kapitál pro bankovní bonusy.',
    prosList: ['Pojištění vkladů', 'Okamžitá dostupnost', 'Žádné riziko ztráty'],
    consList: ['Úrok často nepokryje inflaci', 'Banky mění sazby'],
    avgExpectedReturn: 3.5, avgRiskRate: 1,
    products: [
      { companyName: 'Trinity Bank', name: 'Trinity Bank – Spořicí účet', expectedReturn: 4.0, horizon: 1, capital: 0, risk: 1, recommended: true, url: 'https://www.trinitybank.cz' },
      { companyName: 'Air Bank', name: 'Air Bank – Spořicí účet', expectedReturn: 3.0, horizon: 1, capital: 0, risk: 1, recommended: true, url: 'https://www.airbank.cz' },
    ],
  },
  {
    name: 'Státní dluhopisy', color: '#f59e0b', subtitle: 'Půjčka státu s pevným výnosem',
    shortDescription: 'Předvídatelný výnos se zárukou České republiky.',
    description: 'Dluhopisy Republiky nabízejí pevný nebo inflační úrok. Výnos je osvobozen od daně a riziko je velmi nízké.',
    prosList: ['Garance státu', 'Osvobození od daně', 'Předvídatelný výnos'],
    consList: ['Peníze jsou vázané', 'Nízký výnos proti akciím'],
    avgExpectedReturn: 4.2, avgRiskRate: 1,
    products: [
      { companyName: 'Ministerstvo financí', name: 'Dluhopis Republiky – fixní', expectedReturn: 4.2, horizon: 2, capital: 1000, risk: 1, recommended: true, url: 'https://www.dluhopisyrepubliky.cz' },
    ],
  },
  {
    name: 'Penzijní spoření', color: '#a855f7', subtitle: 'Státní příspěvek k dlouhodobým úsporám',
    shortDescription: 'Doplňkové penzijní spoření se státním příspěvkem a daňovou úlevou.',
    description: 'Při vkladu 1\u00a0700\u00a0Kč měsíčně získáte maximální státní příspěvek. Dynamické fondy nabízejí vyšší výnos za cenu výkyvů.',
    prosList: ['Státní příspěvek', 'Daňový odpočet', 'Příspěvek zaměstnavatele'],
    consList: ['Peníze jsou vázané do důchodu', 'Vyšší poplatky'],
    avgExpectedReturn: 5.0, avgRiskRate: 2,
    products: [
      { companyName: 'Conseq', name: 'Conseq – dynamický fond', expectedReturn: 6.5, horizon: 3, capital: 500, risk: 3, recommended: true, url: 'https://www.conseq.cz' },
      { companyName: 'NN', name: 'NN – povinný konzervativní fond', expectedReturn: 3.0, horizon: 3, capital: 100, risk: 1, recommended: false, url: 'https://www.nn.cz' },
    ],
  },
] as const;

export const FAQS: readonly { category: string; question: string; answer: string }[] = [
  { category: 'Obecné', question: 'Co je Bonus Klub?', answer: 'Členská platforma, která vás krok za krokem provede získáním registračních bonusů bank a kasin, eviduje vaše výdělky a radí s investováním.' },
  { category: 'Obecné', question: 'Pro koho je služba určena?', answer: 'Pouze pro osoby starší 18 let s trvalým pobytem v Česku. Kasinové bonusy se týkají jen licencovaných provozovatelů.' },
  { category: 'Obecné', question: 'Je výdělek zaručený?', answer: 'Ne. Výše bonusů závisí na podmínkách bank a kasin. Ukazujeme očekávanou hodnotu a riziko, rozhodnutí je vždy na vás.' },
  { category: 'Členství a platby', question: 'Jak funguje placení?', answer: 'Členství platíte měsíčně kartou přes platební bránu. Předplatné můžete kdykoli zrušit v nastavení.' },
  { category: 'Členství a platby', question: 'Co jsou generace členství?', answer: 'Členství prodáváme v generacích s omezenou kapacitou. Když se generace naplní, další je asi o 25\u00a0% dražší. Cena vaší generace vám zůstává.' },
  { category: 'Členství a platby', question: 'Můžu přejít na vyšší členství?', answer: 'Ano, v nastavení. Za první měsíc zaplatíte cenu nového členství sníženou o nevyčerpanou část předchozí platby.' },
  { category: 'Bonusy', question: 'Jak dlouho trvá připsání bonusu?', answer: 'Banky obvykle připisují odměny do konce následujícího měsíce, kasina ihned po splnění podmínek.' },
  { category: 'Bonusy', question: 'Co znamená riziko u bonusu?', answer: 'Stupnice 1 až 5 vyjadřuje, jak pravděpodobné je, že o vložené peníze přijdete. Bankovní bonusy mají riziko nejnižší.' },
  { category: 'Referral program', question: 'Kolik vydělám na doporučení?', answer: 'Podíl z plateb lidí, které pozvete: 5\u00a0% u Free, 10\u00a0% u Basic a 15\u00a0% u Premium členství.' },
  { category: 'Referral program', question: 'Kdy mi přijdou peníze?', answer: 'Výběr na bankovní účet zpracujeme nejpozději do 7. dne následujícího měsíce.' },
];
