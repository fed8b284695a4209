// Every page flow's browser effects, loaded with the flow (each section's effects module is a
// chunk beside its machines). Keyed by FlowKey: a flow registered in machines/app.machine.ts
// without its line here does not compile, and tests/client/flow-effects.test.ts fails while a
// provided flow still has a placeholder (an effect its section's module forgot).
import { flows, type FlowKey } from '../../../machines/app.machine';

type FlowEffects = { [K in FlowKey]: () => Promise<(typeof flows)[K]> };

const member = () => import('./member-flows').then((m) => m.memberFlows);
const inquiry = () => import('./inquiry').then((m) => m.inquiryFlows);
const tender = () => import('./tender').then((m) => m.tenderFlows);
const finance = () => import('./finance').then((m) => m.financeFlows);
const ground = () => import('./ground').then((m) => m.groundFlows);
const labor = () => import('./labor').then((m) => m.laborFlows);
const scSite = () => import('./sc').then((m) => m.scFlows);
const devices = () => import('./devices').then((m) => m.devicesFlows);
const project = () => import('./project').then((m) => m.projectFlows);

export const flowEffects: FlowEffects = {
  smsButton: () => member().then((f) => f.smsButton),
  login: () => member().then((f) => f.login),
  register: () => member().then((f) => f.register),
  forget: () => member().then((f) => f.forget),
  loginBack: () => member().then((f) => f.loginBack),
  // the group-buy countdown has no effects: its machine as registered
  groupBuy: async () => flows.groupBuy,
  inquiryPublish: () => inquiry().then((f) => f.inquiryPublish),
  inquiryQuote: () => inquiry().then((f) => f.inquiryQuote),
  tenderParticipation: () => tender().then((f) => f.tenderParticipation),
  tenderDesk: () => tender().then((f) => f.tenderDesk),
  tenderPublish: () => tender().then((f) => f.tenderPublish),
  devicesPublish: () => devices().then((f) => f.devicesPublish),
  financeApply: () => finance().then((f) => f.financeApply),
  projectPublish: () => project().then((f) => f.projectPublish),
  projectApply: () => project().then((f) => f.projectApply),
  projectQualification: () => project().then((f) => f.projectQualification),
  projectDecide: () => project().then((f) => f.projectDecide),
  groundMap: () => ground().then((f) => f.groundMap),
  laborPublish: () => labor().then((f) => f.laborPublish),
  scRegister: () => scSite().then((f) => f.scRegister),
  scForget: () => scSite().then((f) => f.scForget),
};
