import ConcurrencyExtras
import IssueReporting

/// Dismisses the presented feature that calls it, from one of its effects.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// // …
/// return .run { _ in await dismiss() }
/// ```
///
/// Its parent receives `.dismiss` for the child, sets the child's state to `nil` and cancels the
/// child's effects, including the one that called it. Outside a presented feature it reports an
/// issue.
public struct DismissEffect: Sendable {
  let dismiss: (@Sendable () async -> Void)?
  /// Whether a parent presents the feature; an effect made by a user or a test store is not one.
  let isPresenting: Bool

  init(presenting dismiss: (@Sendable () async -> Void)?) {
    self.dismiss = dismiss
    self.isPresenting = dismiss != nil
  }

  /// Creates a dismiss effect that runs `dismiss`, to observe a feature's dismissal in a test or
  /// to dismiss it by other means.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Child.State()) {
  ///   Child()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { isDismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = { await dismiss() }
    self.isPresenting = false
  }

  /// Dismisses the feature.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        A feature called "dismiss" at "\(fileID):\(line)" but was not presented by a parent: no \
        "ifLet" or "forEach" over presentation or stack state runs it, so nothing can dismiss it.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    await dismiss()
  }
}

extension DependencyValues {
  /// Dismisses the presented feature that runs with these dependencies.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature that runs with these dependencies is presented by a parent.
  public var isPresented: Bool {
    self[DismissKey.self].isPresenting
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(presenting: nil)
  static let testValue = DismissEffect(presenting: nil)
}

/// Connects a presented child's `dismiss` dependency to the parent's `dismiss` action.
///
/// The child's reducer runs with a ``DismissEffect`` that calls this; its effects connect it to a
/// `Send` of the parent when they start.
final class Dismisser: Sendable {
  // NB: In a struct, so that the lock holds the closure as it is: a bare closure would gain two
  //     thunks with each `withValue`, and every effect of the child connects.
  private struct Send: Sendable {
    let send: @MainActor @Sendable () -> Void
  }

  private let send = LockIsolated<Send?>(nil)

  var effect: DismissEffect {
    DismissEffect(presenting: { [self] in await dismiss() })
  }

  func connect(_ send: @escaping @MainActor @Sendable () -> Void) {
    self.send.withValue { $0 = $0 ?? Send(send: send) }
  }

  private func dismiss() async {
    guard let send = send.value?.send else { return }
    await send()
  }
}

extension Effect {
  /// Runs a presented child's reducer with its `dismiss` dependency wired to `dismissal`, and
  /// returns its effect as the parent's: each action embedded, and all of it cancellable under
  /// `namespace`. Only a child that returns an effect evaluates `namespace`, `embed` and
  /// `dismissal`. A reducer that presents children one action after another passes the same
  /// `dependencies` each time.
  static func presenting<ChildAction>(
    in namespace: @autoclosure () -> AnyHashableSendable,
    embed: @autoclosure () -> @Sendable (ChildAction) -> Action,
    dismissal: @autoclosure () -> Action,
    dependencies: PresentedDependencies = PresentedDependencies(),
    _ reduce: () -> Effect<ChildAction>
  ) -> Self {
    let (effect, dismisser) = dependencies.reduce(reduce)
    guard !effect.isNone else { return .none }
    return presented(
      effect, dismisser: dismisser, in: namespace(), embed: embed(), dismissal: dismissal())
  }

  /// NB: Apart, so that a child that returns no effect does not look up the metadata of the
  ///     values this makes.
  @inline(never)
  private static func presented<ChildAction>(
    _ effect: Effect<ChildAction>, dismisser: Dismisser, in namespace: AnyHashableSendable,
    embed: @escaping @Sendable (ChildAction) -> Action, dismissal: Action
  ) -> Self {
    let dismissal = UncheckedSendable(dismissal)
    return
      effect
      .map(embed)
      .rewriting(run: { run in
        { send in
          dismisser.connect { send(dismissal.value) }
          await run.run(send)
        }
      })
      .scoped(to: namespace)
  }
}
