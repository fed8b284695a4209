// Pinyin of region names: the short name a picker shows (杭州市 → 杭州), read by pinyin-pro with
// the place names it would read wrong set by hand. Used to build region-data-pinyin.ts
// (region-data-build.ts) and for a code that file lacks.
import { pinyin } from 'pinyin-pro';

// Ethnic names as they appear in autonomous prefectures, counties and banners.
const ETHNIC =
  /(土家族|苗族|朝鲜族|蒙古族|蒙古|柯尔克孜族|柯尔克孜|哈萨克族|哈萨克|回族|侗族|傣族|白族|景颇族|傈僳族|藏族|彝族|哈尼族|壮族|羌族|布依族|满族|畲族|瑶族|黎族|仡佬族|水族|毛南族|仫佬族|各族|土族|撒拉族|保安族|东乡族|裕固族|达斡尔族|鄂温克族|鄂伦春族|纳西族|普米族|独龙族|怒族|拉祜族|佤族|布朗族|基诺族|阿昌族|德昂族|锡伯族|锡伯|塔吉克族|塔吉克|维吾尔族|维吾尔)$/;

// Suffixes a short name drops, longest first; a name of two characters keeps its own (单县, 城区).
const SUFFIXES = [
  '自治区',
  '自治州',
  '自治县',
  '自治旗',
  '特别行政区',
  '地区',
  '新区',
  '矿区',
  '特区',
  '省',
  '市',
  '盟',
  '区',
  '县',
  '旗',
];
const SHORT_NAMES: Record<string, string> = { 神农架林区: '神农架' };

const stripEthnic = (s: string) => {
  while (ETHNIC.test(s) && s.replace(ETHNIC, '').length >= 2) s = s.replace(ETHNIC, '');
  return s;
};

/** The name a picker shows and searches by: 杭州市 → 杭州, 恩施土家族苗族自治州 → 恩施, 单县 stays. */
export function shortName(name: string): string {
  if (SHORT_NAMES[name]) return SHORT_NAMES[name];
  const suffix = SUFFIXES.find((x) => name.endsWith(x) && name.length - x.length >= 2);
  return suffix ? stripEthnic(name.slice(0, -suffix.length)) : name;
}

// Place names read otherwise than their characters' common reading (pinyin-pro guesses them
// wrong or could), keyed by short name.
const READINGS: Record<string, string> = {
  单县: 'shan xian',
  东阿: 'dong e',
  洪洞: 'hong tong',
  繁峙: 'fan shi',
  蔚县: 'yu xian',
  乐亭: 'lao ting',
  乐清: 'yue qing',
  大埔: 'da bu',
  筠连: 'jun lian',
  浚县: 'xun xian',
  涡阳: 'guo yang',
  歙县: 'she xian',
  黄陂: 'huang pi',
  郫都: 'pi du',
  长子: 'zhang zi',
  尉犁: 'yu li',
  荥经: 'ying jing',
  犍为: 'qian wei',
  句容: 'ju rong',
  泌阳: 'bi yang',
  宕昌: 'tan chang',
  吴堡: 'wu bu',
  牟定: 'mou ding',
  什邡: 'shi fang',
  猇亭: 'xiao ting',
  硚口: 'qiao kou',
  六安: 'lu an',
  蚌埠: 'beng bu',
  铅山: 'yan shan',
  番禺: 'pan yu',
  西藏: 'xi zang',
  昌都: 'chang du',
  喀什: 'ka shi',
  枞阳: 'zong yang',
  莘县: 'shen xian',
  冠县: 'guan xian',
  茌平: 'chi ping',
  临朐: 'lin qu',
  曲阜: 'qu fu',
  曲阳: 'qu yang',
  曲周: 'qu zhou',
  涞水: 'lai shui',
  蠡县: 'li xian',
  岑溪: 'cen xi',
  珲春: 'hun chun',
  漯河: 'luo he',
  柘城: 'zhe cheng',
  渑池: 'mian chi',
  重庆: 'chong qing',
  长沙: 'chang sha',
  长春: 'chang chun',
  长治: 'chang zhi',
  厦门: 'xia men',
  台州: 'tai zhou',
  天台: 'tian tai',
  亳州: 'bo zhou',
  丽水: 'li shui',
  乐山: 'le shan',
  乐业: 'le ye',
  色达: 'se da',
  绿春: 'lv chun',
  都匀: 'du yun',
  六枝: 'liu zhi',
  六盘水: 'liu pan shui',
  沈丘: 'shen qiu',
  阆中: 'lang zhong',
  郴州: 'chen zhou',
  耒阳: 'lei yang',
  大城: 'da cheng',
  六合: 'lu he',
  覃塘: 'tan tang',
  召陵: 'shao ling',
  民乐: 'min le',
  曾都: 'zeng du',
  万柏林: 'wan bai lin',
};

// Characters with one reading in every place name: 成都, 花都, 宁都; 喀什, 乌什; 蚌埠, 蚌山.
const CHAR_READINGS: Record<string, string> = { 都: 'du', 什: 'shi', 蚌: 'beng' };

/** Syllables of each short name, one pinyin-pro call per name (a call over all names at once is faster but lets names read each other's context). */
export function spellAll(shorts: string[]): string[][] {
  return shorts.map((short) => {
    const read = READINGS[short]?.split(' ');
    const syllables =
      read ?? pinyin(short, { toneType: 'none', type: 'array', v: true }).map((p, i) => CHAR_READINGS[short[i]] ?? p);
    return syllables.map((p) => p.toLowerCase().replace(/[^a-z]/g, '')).filter(Boolean);
  });
}
