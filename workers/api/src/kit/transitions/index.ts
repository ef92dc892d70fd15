export { abortUnlessChanged, defineMachine, isUnchanged, type Machine, type Moves } from "./machine";
