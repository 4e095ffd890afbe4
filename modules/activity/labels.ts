/** Readable names for activity action types; unknown types are shown as their words. */
const LABELS: Record<string, string> = {
  create_brand: "Brand created",
  rename_brand: "Brand renamed",
  delete_brand: "Brand deleted",
  invite_member: "Member invited",
  add_member: "Member added",
  accept_invitation: "Invitation accepted",
  resend_invitation: "Invitation re-sent",
  revoke_invitation: "Invitation revoked",
  change_member_role: "Role changed",
  remove_member: "Member removed",
  leave_brand: "Member left",
  transfer_ownership: "Ownership transferred",
  create_role: "Role created",
  update_role: "Role updated",
  update_role_permissions: "Role access changed",
  delete_role: "Role deleted",
  update_brand_details: "Brand details updated",
  update_brand_list: "Brand list updated",
  upload_brand_logo: "Logo uploaded",
  remove_brand_logo: "Logo removed",
  save_questionnaire_step: "Questionnaire saved",
  reset_questionnaire: "Questionnaire cleared",
  add_api_token: "API token added",
  rotate_api_token: "API token rotated",
  delete_api_token: "API token deleted",
  reseal_api_tokens: "API tokens re-encrypted",
  create_prompt_template: "Prompt template created",
  update_prompt_template: "Prompt template updated",
  delete_prompt_template: "Prompt template deleted",
};

export function actionLabel(type: string): string {
  if (LABELS[type]) return LABELS[type]!;
  const words = type.replace(/[_.-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : type;
}
