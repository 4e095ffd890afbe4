export { ThreeDSkeleton as default } from "@/modules/seo/three-d/components/skeleton";
