/// The work of a `.run` effect, as a store starts it: its priority, and what it does with the
/// ``Send`` that the store hands it.
///
/// NB: One object per `.run`, whose subclasses keep what their work needs: a payload boxed in the
///     effect's enum beside a closure over those parts would be two allocations per effect. It is
///     also the store's registration of the run, and the receiver of its `Send`, when the store
///     holds the only reference to it (an effect is a value and may be started more than once;
///     a shared run is registered through a ``ForwardingRun``).
@usableFromInline
package class EffectRun<Action>: EffectRegistry.Registration, @unchecked Sendable {
  /// What ``Effect/cancellable(id:cancelInFlight:)`` made of the run, when it was the only
  /// reference to it: kept here rather than in a box of the effect's enum around it.
  ///
  /// NB: Set only while the run is referenced once, before any store or other effect sees it.
  @usableFromInline @exclusivity(unchecked) final var cancellation: RunCancellation?
  /// Where the actions it receives go, once a store has registered it.
  @exclusivity(unchecked) final var sink: (any RunSink<Action>)?

  override init(priority: TaskPriority?) {
    super.init(priority: priority)
  }

  /// Does the work, on the main actor, the store's isolation.
  @MainActor package func run(_ send: Send<Action>) async {}

  /// Lets go of what the work needs, once a store has run it as its own registration.
  ///
  /// NB: A `Send` can outlive its effect (a dismisser or a model can keep one), and it holds
  ///     this registration: letting go of the work keeps what the work captured from living as
  ///     long as that `Send`, or in a cycle through it.
  func releaseWork() {}

  /// The work as a closure, for the rewrites that wrap it.
  final var operation: Effect<Action>.RunOperation {
    { send in await self.run(send) }
  }

  override final func perform() async {
    await run(Send(run: self))
    releaseWork()
  }

  // NB: `perform()`'s work inlined, which saves each effect's task an async frame.
  override final func runFromStart(in registry: EffectRegistry) async {
    registry.markStarting(self)
    await run(Send(run: self))
    releaseWork()
    registry.end(self)
  }

  /// Sends an action its work sent into the store that registered it.
  @MainActor final func receive(_ action: Action) {
    sink?.receive(action, joining: group)
  }
}

/// Where the actions of a registered run go: its store.
protocol RunSink<Action>: AnyObject, Sendable {
  associatedtype Action
  @MainActor func receive(_ action: Action, joining group: EffectGroup?)
}

/// A `.run` whose work is a closure: what the rewrites of an effect build.
final class ClosureRun<Action>: EffectRun<Action>, @unchecked Sendable {
  @exclusivity(unchecked) private var body: Effect<Action>.RunOperation?

  init(priority: TaskPriority?, _ body: @escaping Effect<Action>.RunOperation) {
    self.body = body
    super.init(priority: priority)
  }

  override func run(_ send: Send<Action>) async {
    await body?(send)
  }

  override func releaseWork() {
    body = nil
  }
}

/// A `.run` that does another's work, under identifiers of its own, or as the registration of a
/// run that more than one effect references.
final class ForwardingRun<Action>: EffectRun<Action>, @unchecked Sendable {
  @exclusivity(unchecked) private var base: EffectRun<Action>?

  init(_ base: EffectRun<Action>) {
    self.base = base
    super.init(priority: base.priority)
    cancellation = base.cancellation
  }

  override func run(_ send: Send<Action>) async {
    await base?.run(send)
  }

  override func releaseWork() {
    base = nil
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
