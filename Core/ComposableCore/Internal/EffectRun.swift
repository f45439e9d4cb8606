/// The work of a `.run` effect, as a store starts it: its priority, and what it does with the
/// ``Send`` that the store hands it.
///
/// NB: One object per `.run`, whose subclasses keep what their work needs: a payload boxed in the
///     effect's enum beside a closure over those parts would be two allocations per effect.
@usableFromInline
package class EffectRun<Action>: @unchecked Sendable {
  final let priority: TaskPriority?
  /// What ``Effect/cancellable(id:cancelInFlight:)`` made of the run, when it was the only
  /// reference to it: kept here rather than in a box of the effect's enum around it.
  ///
  /// NB: Set only while the run is referenced once, before any store or other effect sees it.
  @usableFromInline @exclusivity(unchecked) final var cancellation: RunCancellation?

  init(priority: TaskPriority?) {
    self.priority = priority
  }

  /// Does the work, on the main actor, the store's isolation.
  @MainActor package func run(_ send: Send<Action>) async {}

  /// The work as a closure, for the rewrites that wrap it.
  final var operation: Effect<Action>.RunOperation {
    { send in await self.run(send) }
  }
}

/// A `.run` whose work is a closure: what the rewrites of an effect build.
final class ClosureRun<Action>: EffectRun<Action>, @unchecked Sendable {
  private let body: Effect<Action>.RunOperation

  init(priority: TaskPriority?, _ body: @escaping Effect<Action>.RunOperation) {
    self.body = body
    super.init(priority: priority)
  }

  override func run(_ send: Send<Action>) async {
    await body(send)
  }
}

/// A `.run` that does another's work, under identifiers of its own.
final class ForwardingRun<Action>: EffectRun<Action>, @unchecked Sendable {
  private let base: EffectRun<Action>

  init(_ base: EffectRun<Action>) {
    self.base = base
    super.init(priority: base.priority)
  }

  override func run(_ send: Send<Action>) async {
    await base.run(send)
  }
}

/// The identifier a `.run` is cancellable with, kept in the run itself.
@usableFromInline
struct RunCancellation {
  @usableFromInline let id: AnyHashableSendable
  @usableFromInline let cancelInFlight: Bool

  @usableFromInline
  init(id: AnyHashableSendable, cancelInFlight: Bool) {
    self.id = id
    self.cancelInFlight = cancelInFlight
  }
}
