"use server";

import { brandAction } from "@/lib/action";
import { createProjectInput, deleteProjectInput, setProjectStatusInput, updateProjectInput } from "./inputs";
import { createProject, deleteProject, setProjectStatus, updateProject } from "./store";

const edit = (failure: string) => ({ module: "focus-groups" as const, access: "edit" as const, failure });

export const createFgProjectAction = brandAction("createFgProject", createProjectInput, edit("The project could not be created. Please try again."), (scope, d) => createProject(scope, d));

export const updateFgProjectAction = brandAction("updateFgProject", updateProjectInput, edit("The project could not be saved. Please try again."), (scope, { projectId, ...d }) => updateProject(scope, projectId, d));

export const setFgProjectStatusAction = brandAction("setFgProjectStatus", setProjectStatusInput, edit("The project's status could not be changed. Please try again."), (scope, d) => setProjectStatus(scope, d.projectId, d.status));

export const deleteFgProjectAction = brandAction("deleteFgProject", deleteProjectInput, edit("The project could not be deleted. Please try again."), (scope, d) => deleteProject(scope, d.projectId));
