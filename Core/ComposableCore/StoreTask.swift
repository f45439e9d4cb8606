/// The effects started by one ``Store/send(_:)``.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  let group: EffectGroup?

  init(group: EffectGroup?) {
    self.group = group
  }

  /// A task for a send that started no effect.
  package static var empty: Self {
    Self(group: nil)
  }

  /// A store task over a plain task, or an empty one for `nil`: awaiting it awaits the task, and
  /// cancelling it cancels the task.
  package static func wrapping(_ task: Task<Void, Never>?) -> Self {
    guard let task else { return .empty }
    let group = EffectGroup()
    group.begin()
    group.track(task)
    Task {
      await task.value
      group.end()
    }
    return Self(group: group)
  }

  /// Cancels the effects started by the action, and those started by actions they sent.
  public func cancel() {
    group?.cancel()
  }

  /// Returns when every effect started by the action has ended.
  ///
  /// Cancelling the awaiting task cancels those effects. It waits on the caller's actor, so
  /// awaiting effects that already ended costs no thread hop.
  public nonisolated(nonsending) func finish() async {
    await group?.cancellableValue(isolation: #isolation)
  }

  /// Returns when every effect started by the action has ended; cancelling the awaiting task
  /// leaves the effects running.
  package nonisolated(nonsending) func value() async {
    await group?.value()
  }

  /// Whether the task was cancelled; a send that started no effect counts as cancelled.
  public var isCancelled: Bool {
    group?.isCancelled ?? true
  }

  /// Whether every effect started by the action has ended; a send that started no effect counts
  /// as finished.
  package var isFinished: Bool {
    group?.isFinished ?? true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}
