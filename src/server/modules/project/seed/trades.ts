// What each trade's packages look like in the seed: the package name's tail, the scope, the
// quantities and the budget band (万元), as a subcontract practitioner writes them.
import type { Rng } from '../../../db/seed/util';

export interface Trade {
  name: (r: Rng) => string;
  scope: string;
  quantities: (r: Rng) => string;
  /** 万元 */
  budget: [number, number];
}

export const TRADES: Record<string, Trade> = {
  '1': {
    name: (r) => r.pick(['桩基工程专业分包', '基坑支护及降水工程专业分包', '地基处理工程专业分包']),
    scope: '工程桩施工、基坑支护、降水及土方配合，含桩基检测配合',
    quantities: (r) => `钻孔灌注桩约 ${r.int(200, 1800)} 根，支护长度约 ${r.int(300, 1500)} 米`,
    budget: [300, 4000],
  },
  '2': {
    name: (r) => r.pick(['钢结构工程专业分包', '钢结构厂房制作安装分包', '钢结构连廊专业分包']),
    scope: '钢结构深化设计、构件制作、运输、安装及防腐防火涂装',
    quantities: (r) => `钢结构用钢量约 ${r.int(300, 6000)} 吨`,
    budget: [200, 5000],
  },
  '3': {
    name: (r) => r.pick(['精装修工程专业分包', '公共区域装饰装修分包', '室内装饰工程专业分包']),
    scope: '公共区域及户内精装修，含吊顶、墙地面、门窗套及固定家具',
    quantities: (r) => `装修面积约 ${r.int(3000, 60000)} 平方米`,
    budget: [150, 3500],
  },
  '4': {
    name: (r) => r.pick(['幕墙工程专业分包', '玻璃幕墙及铝板幕墙分包', '外立面幕墙工程专业分包']),
    scope: '幕墙深化设计、材料采购、加工制作及安装，含预埋件及防雷连接',
    quantities: (r) => `幕墙面积约 ${r.int(5000, 40000)} 平方米`,
    budget: [400, 4500],
  },
  '5': {
    name: (r) => r.pick(['消防工程专业分包', '消防设施安装工程分包', '消防水电及报警系统分包']),
    scope: '消火栓、自动喷淋、火灾自动报警及联动控制系统安装调试，配合消防验收',
    quantities: (r) => `建筑面积约 ${r.int(2, 25)} 万平方米`,
    budget: [100, 1800],
  },
  '6': {
    name: (r) => r.pick(['防水工程专业分包', '屋面及地下室防水工程分包', '外墙保温工程专业分包']),
    scope: '地下室、屋面及卫生间防水，外墙保温系统施工',
    quantities: (r) => `防水面积约 ${r.int(8000, 90000)} 平方米`,
    budget: [50, 900],
  },
  '7': {
    name: (r) => r.pick(['机电安装工程专业分包', '给排水及暖通工程分包', '强弱电安装工程分包']),
    scope: '给排水、暖通空调、电气照明及动力系统安装调试',
    quantities: (r) => `建筑面积约 ${r.int(2, 30)} 万平方米`,
    budget: [300, 4500],
  },
  '8': {
    name: (r) => r.pick(['智能化工程专业分包', '弱电智能化系统分包', '安防及楼宇自控工程分包']),
    scope: '综合布线、安防监控、门禁、楼宇自控及信息发布系统的供货安装调试',
    quantities: (r) => `信息点约 ${r.int(800, 9000)} 个`,
    budget: [100, 2200],
  },
  '9': {
    name: (r) => r.pick(['室外道路及管网工程专业分包', '雨污水管网工程分包', '道路排水及附属工程分包']),
    scope: '道路路基路面、雨污水管道、检查井及附属设施施工',
    quantities: (r) => `道路长度约 ${(r.int(5, 60) / 10).toFixed(1)} 公里`,
    budget: [300, 6000],
  },
  '10': {
    name: (r) => r.pick(['景观绿化工程分包', '园林景观工程专业分包', '室外绿化及铺装工程分包']),
    scope: '苗木种植、景观铺装、小品及一年养护',
    quantities: (r) => `绿化面积约 ${r.int(5000, 80000)} 平方米`,
    budget: [60, 1500],
  },
  '11': {
    name: (r) => r.pick(['主体结构劳务分包', '二次结构劳务分包', '装饰装修劳务分包', '木工劳务分包']),
    scope: '钢筋、模板、混凝土及砌筑等作业劳务，含小型机具',
    quantities: (r) => `建筑面积约 ${r.int(2, 20)} 万平方米，高峰用工约 ${r.int(60, 400)} 人`,
    budget: [100, 3000],
  },
};

export const PAYMENT_TERMS = [
  '按月进度款支付已完工程量的 70%，竣工验收后付至 95%，留 5% 质保金两年后付清',
  '按节点付款：主体完成付至 60%，竣工验收付至 85%，结算审计后付至 97%，余款为质保金',
  '每月支付已完成产值的 75%，结算完成后三个月内付至 97%，3% 质保金一年后无息返还',
];
/** 劳务分包 pays labour monthly, with no materials to hold back for. */
export const LABOUR_PAYMENT_TERMS = [
  '劳务费按月支付至已完工程量的 85%，完工后付至 95%，余款结算后一个月内付清',
  '劳务费按月足额支付至已完工程量的 80%，每季度结清一次，完工验收后一个月内付清',
];

export const ROADS = ['建设路', '人民路', '解放大道', '科技大道', '迎宾大道', '长江路', '新华路', '滨河路'];
