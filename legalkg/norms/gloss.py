"""A small English → Portuguese gloss of legal topics, so English words reach Portuguese text.

The text index cuts each text with its own language's analyser (:func:`legalkg.core.text.analyze`).
An English query word such as "housing" has no Portuguese stem in common with "moradia"; before a
query is run against Portuguese text, each of its English words found here adds the Portuguese
words listed for it (their Portuguese stems, that is). Words are keyed by their English stem, so
"right" and "rights" meet:

>>> expand("housing rights", "en", "pt")
[['housing', 'morad'], ['rights', 'direit']]

The list is deliberately small and hand-written (no model, no download); a word that is not in it
is still searched as written. To add a topic, add a line ``english: portugues, palavras``.
"""

from __future__ import annotations

from functools import cache

from legalkg.core.text import analyze

#: ``english words: portuguese words`` — one topic per line; English words share the entry.
_EN_PT = """
housing: moradia
dwelling dwellings: moradia habitação
home homes: domicílio casa
food nutrition: alimentação alimentar
health healthcare: saúde
education educational teaching: educação ensino
school schools: escola ensino
university universities: universidade universidades
teacher teachers: professores magistério
research: pesquisa
work job jobs employment labor labour: trabalho emprego
worker workers employee employees: trabalhadores trabalhador empregado
transport transportation: transporte
leisure: lazer
security safety: segurança
social: social sociais
right rights: direito direitos
duty duties: dever deveres
guarantee guarantees: garantia garantias
fundamental: fundamentais fundamental
pension pensions: previdência aposentadoria pensão
retirement: aposentadoria
maternity motherhood: maternidade
childhood: infância
child children: criança crianças infância
adolescent adolescents teenager: adolescente adolescentes
youth young: jovem juventude
elderly old: idosos idoso velhice
family families: família
marriage: casamento
assistance welfare: assistência
destitute needy poor: desamparados pobreza
poverty: pobreza miséria
hunger: fome
environment environmental: ambiente ambiental
culture cultural: cultura cultural
sport sports: desporto
science scientific: ciência científico
technology: tecnologia tecnológico
innovation: inovação
tax taxes taxation: tributo tributos imposto impostos tributário
budget: orçamento orçamentária
debt: dívida
currency money: moeda
bank banks: banco instituições financeiras
president: presidente
vice: vice
congress: congresso
senate senator senators: senado senadores
deputy deputies: deputados
chamber: câmara
court courts: tribunal tribunais
supreme: supremo
judge judges: juiz juízes magistrados
judiciary judicial: judiciário
prosecutor prosecutors prosecution: ministério público
police: polícia policial
army: exército
military: militares militar
armed: armadas
forces: forças
election elections electoral: eleição eleições eleitoral
vote voting voter voters: voto sufrágio eleitor
citizen citizens: cidadão cidadãos
citizenship: cidadania
nationality national: nacionalidade nacional
foreigner foreigners foreign: estrangeiro estrangeiros
state states: estado estados
municipality municipalities municipal: município municípios municipal
federal: federal união
district: distrito
property: propriedade
land: terra terras imóvel
agrarian: agrária
reform: reforma
indigenous indians: índios indígenas
slavery slave: escravo escravidão
torture: tortura
death: morte
penalty penalties punishment: pena penas
freedom liberty: liberdade
speech expression: expressão manifestação pensamento
religion religious worship: religião culto crença religiosa
press: imprensa
privacy private: intimidade privada
equality equal: igualdade iguais
women woman: mulheres mulher
men man: homens homem
minimum: mínimo
wage wages salary salaries: salário salários remuneração
strike: greve
union unions: sindical sindicato união
vacation holidays: férias
pregnancy pregnant: gestante gestação
servant servants: servidores servidor
administration: administração
public: público pública
water: água águas
energy: energia
mineral mining: minerais lavra jazidas
oil petroleum: petróleo
consumer consumers: consumidor
prison prisoner prisoners arrest: prisão preso presos
crime crimes criminal: crime crimes penal
lawyer lawyers: advogado advocacia
defender: defensoria
amendment amendments: emenda emendas
law laws: lei leis
decree decrees: decreto
treaty treaties: tratado tratados
war: guerra
peace: paz
emergency: emergência
communication communications: comunicação
radio: rádio
television: televisão
information: informação
secrecy: sigilo
adoption: adoção
disability disabled: deficiência deficiente
accessibility: acessibilidade
sanitation: saneamento
urban: urbana urbano
rural: rural
city cities: cidade cidades
commerce trade: comércio
sovereignty: soberania
dignity: dignidade
human: humana
heritage: patrimônio
protection: proteção
defence defense: defesa
army navy: marinha
income: renda
profit profits: lucros
company companies: empresa empresas
contribution contributions: contribuição contribuições
insurance: seguro
unemployment: desemprego
transitional: transitórias
"""

#: ``english phrase: portuguese words`` — multi-word English terms read as one query word (the
#: words of the phrase are not searched one by one: "social security" is not "social" + "safety").
_EN_PT_PHRASES = """
social security: previdência previdenciário seguridade
old age: velhice idosos
public servant public servants civil servant civil servants: servidores servidor
"""


@cache
def _phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """English phrase (folded words) → Portuguese words; a line may list several phrases of two
    words each (``public servant public servants``)."""
    from legalkg.core.text import tokens

    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for line in _EN_PT_PHRASES.strip().splitlines():
        english, _, portuguese = line.partition(":")
        words = tokens(english)
        for k in range(0, len(words) - 1, 2):
            out[(words[k], words[k + 1])] = tuple(portuguese.split())
    return out


@cache
def _table() -> dict[str, tuple[str, ...]]:
    """English stem → Portuguese words."""
    out: dict[str, list[str]] = {}
    for line in _EN_PT.strip().splitlines():
        english, _, portuguese = line.partition(":")
        targets = portuguese.split()
        for word in english.split():
            for stem in analyze(word, "en") or [word]:
                bucket = out.setdefault(stem, [])
                bucket.extend(t for t in targets if t not in bucket)
    return {k: tuple(v) for k, v in out.items()}


def _norm(language: str) -> str:
    return {"en": "en", "eng": "en", "pt": "pt", "por": "pt"}.get(language.lower(), language)


def _target(word: str, language: str) -> list[str]:
    """``word`` cut for ``language``; folded words only for a language with no analyser."""
    from legalkg.core.text import TextError, tokens

    try:
        return analyze(word, language)
    except TextError:
        return tokens(word)


def expand(text: str, source: str, target: str) -> list[list[str]]:
    """The query's content words, each as the list of ``target`` stems it stands for.

    Each word keeps its own ``target`` analysis first (a word spelled the same in both languages
    still matches), then the stems of its gloss when ``source`` is English and ``target`` is
    Portuguese (the one pair the table covers). Stop words of either language are dropped.

    A two-word English phrase of the phrase table ("social security") is one word whose stems
    are its translations only.

    >>> expand("moradia", "pt", "pt")
    [['morad']]
    >>> expand("social security", "en", "pt")
    [['previdenc', 'previdenciari', 'segur']]
    """
    from legalkg.core.text import tokens

    src, dst = _norm(source), _norm(target)
    out: list[list[str]] = []
    table = _table() if (src, dst) == ("en", "pt") else {}
    phrases = _phrases() if table else {}
    words = tokens(text)
    skip = False
    for k, word in enumerate(words):
        if skip:
            skip = False
            continue
        phrase = phrases.get((word, words[k + 1])) if k + 1 < len(words) else None
        if phrase is not None:
            stems: list[str] = []
            for translation in phrase:
                stems.extend(s for s in _target(translation, target) if s not in stems)
            out.append(stems)
            skip = True
            continue
        own_source = _target(word, source)
        if not own_source:
            continue  # a stop word in the query's language
        stems = list(_target(word, target))
        for stem in own_source:
            for translation in table.get(stem, ()):
                for s in _target(translation, target):
                    if s not in stems:
                        stems.append(s)
        if stems:
            out.append(stems)
    return out
