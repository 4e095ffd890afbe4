import * as setup from "@/modules/brand-setup/actions";
import { defineMatrix } from "../helpers/matrix";
import { PNG, logoInA } from "./fixtures";

const editors = ["member", "owner", "outsider"] as const;

export default defineMatrix([
  {
    action: "updateBrandDetails",
    call: setup.updateBrandDetailsAction,
    allow: editors,
    input: () => ({ website: "https://matrix.example", industry: "Retail", country: "DE", languages: ["de"], description: "Matrix", toneOfVoice: "Plain" }),
  },
  { action: "updateBrandList", call: setup.updateBrandListAction, allow: editors, input: () => ({ list: "keywords", items: ["matrix keyword"] }) },
  { action: "uploadBrandLogo", call: setup.uploadBrandLogoAction, allow: editors, input: () => ({ file: new Blob([PNG]) }) },
  {
    action: "removeBrandLogo",
    call: setup.removeBrandLogoAction,
    allow: editors,
    input: async (w) => {
      await logoInA(w);
      return {};
    },
  },
]);
