/// Builds the list of buttons of an alert or a confirmation dialog from a closure.
///
/// Besides single buttons, the closure may hold `if`, `if`/`else`, `switch`, `for` loops and
/// arrays of buttons:
///
/// ```swift
/// AlertState {
///   TextState("Sign in failed")
/// } actions: {
///   if canRetry {
///     ButtonState(action: .send(.retry)) { TextState("Retry") }
///   }
///   for provider in providers {
///     ButtonState(action: .send(.signIn(provider))) { TextState(provider.name) }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// A single button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// An array of buttons, in order.
  public static func buildExpression(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of each statement, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if` without `else`, or none when it does not run.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of every pass of a `for` loop, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if #available` branch.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
