@_spi(Reflection) import CasePaths

/// State that exists only to be answered, such as an alert: any action of it dismisses it.
///
/// `AlertState` and `ConfirmationDialogState` conform. `ifLet` and presentation set such state to
/// `nil` once it has handled one of its actions, and `ifLet` runs it without a child reducer:
///
/// ```swift
/// Reduce { state, action in ... }
///   .ifLet(\.alert, action: \.alert)
/// ```
public protocol EphemeralState {}

extension AlertState: EphemeralState {}
extension ConfirmationDialogState: EphemeralState {}

/// Whether a presented state is ephemeral, itself or as the payload of its enum case.
func isEphemeral<State>(_ state: State) -> Bool {
  if state is any EphemeralState { return true }
  guard EnumMetadata(State.self) != nil, let payload = EnumMetadata.project(state) else {
    return false
  }
  return payload is any EphemeralState
}
