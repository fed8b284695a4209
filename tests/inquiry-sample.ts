// One valid inquiry's terms (南京 delivery, 含税 13 %), for the flow tests (as the wizard's
// draft) and the server tests (as the form posted), with the deadline the test needs.
export const sampleTerms = (deadline: number) => ({
  title: '江宁区安置房二期钢筋采购询价',
  categoryCode: '2',
  provinceCode: '320000',
  cityCode: '320100',
  districtCode: '320115',
  deliveryAddress: '南京市江宁区建设路 88 号项目部',
  taxIncluded: true,
  taxRate: 13,
  deadline: new Date(deadline).toISOString(),
  contactName: '张伟',
  contactPhone: '13912345678',
  remark: '',
});
