// /member/waiver: a changed waiver is accepted here at the next sign-in (issue 24: being built).
export default function WaiverAcceptPage() {
  return null;
}
