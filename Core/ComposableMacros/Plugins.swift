import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros this compiler plugin provides.
@main
struct ComposableMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseBindableMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PerceptibleMacro.self,
    PerceptionIgnoredMacro.self,
    PerceptionTrackedMacro.self,
    PresentsMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerMacro.self,
    UITransactionEntryMacro.self,
  ]
}
