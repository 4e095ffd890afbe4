export { RulesSkeleton as default } from "@/modules/recurring/components/rules-skeleton";
