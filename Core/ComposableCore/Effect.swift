import ConcurrencyExtras

/// Work that a reducer returns for the store to run after it has changed the state.
///
/// An effect is a description: it runs only when a ``Store`` (or a test store) receives it.
///
/// ```swift
/// case .numberFactButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.numberFactResponse(Result { try await factClient.fetch(count) }))
///   }
/// ```
public struct Effect<Action>: Sendable {
  /// A `.run` operation, as a store runs it: on the main actor, the store's isolation, so the
  /// user's `nonisolated(nonsending)` operation inside it runs there too and its sends are calls,
  /// not hops.
  @usableFromInline
  package typealias RunOperation = @MainActor @Sendable (Send<Action>) async -> Void

  // NB: Every payload is one reference, so the layout is fixed whatever `Action` is: generic code
  //     copies an effect as a word, not through the runtime's value witnesses.
  @usableFromInline
  package enum Operation: Sendable {
    case none
    indirect case send(UncheckedSendable<Action>)
    case run(EffectRun<Action>)
    case merge([Effect])
    case concatenate([Effect])
    indirect case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect)
    indirect case cancel(id: AnyHashableSendable)
  }

  @usableFromInline
  package internal(set) var representation: Operation

  @usableFromInline @inline(__always)
  package init(operation: Operation) {
    self.representation = operation
  }

  /// An effect that does nothing.
  @inlinable @inline(__always)
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that feeds an action back into the store right after the current one.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(UncheckedSendable(action)))
  }

  /// An effect that feeds an action back into the store with an animation, which does nothing on
  /// Linux (see `Animation`).
  public static func send(_ action: Action, animation: Animation?) -> Self {
    .send(action)
  }

  /// An effect that runs the given effects at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs the given effects at the same time.
  public static func merge(_ effects: some Collection<Self>) -> Self {
    combine(effects, as: Operation.merge)
  }

  /// Runs this effect and another at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// An effect that runs the given effects one after another, each starting when the previous
  /// one has finished.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs the given effects one after another.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    combine(effects, as: Operation.concatenate)
  }

  /// Runs this effect, then another once this one has finished.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Transforms every action the effect sends.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    map(transform, wrappingRuns: nil)
  }

  /// Transforms every action the effect sends, and, with `wrap`, each `.run`'s work as
  /// ``rewriting(run:id:)`` does, in one object per run where a rewrite and a map make two.
  package func map<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    wrappingRuns wrap: ((EffectRun<Action>) -> RunOperation)?
  ) -> Effect<T> {
    switch representation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action.value))
    case let .run(run):
      // NB: Not `wrap.map`: unspecialized, it would reabstract the closure it returns.
      let mapped =
        if let wrap {
          MappedRun(run, transform: transform, wrapped: wrap(run))
        } else {
          MappedRun(run, transform: transform)
        }
      return Effect<T>(operation: .run(mapped))
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform, wrappingRuns: wrap) }))
    case let .concatenate(effects):
      return Effect<T>(
        operation: .concatenate(effects.map { $0.map(transform, wrappingRuns: wrap) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.map(transform, wrappingRuns: wrap)))
    case let .cancel(id):
      return Effect<T>(operation: .cancel(id: id))
    }
  }

  private static func combine(_ effects: some Collection<Self>, as make: ([Self]) -> Operation)
    -> Self
  {
    let effects = effects.filter {
      if case .none = $0.representation { false } else { true }
    }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: make(effects))
    }
  }
}

/// A `.run` whose actions are transformed on their way to the store.
private final class MappedRun<Child, Action>: EffectRun<Action>, @unchecked Sendable {
  // NB: Optional, so that a store that ran it as its own registration can let go of them.
  @exclusivity(unchecked) private var child: EffectRun<Child>?
  /// The child's work as a rewrite wrapped it, run in its place.
  @exclusivity(unchecked) private var wrapped: Effect<Child>.RunOperation?
  @exclusivity(unchecked) private var transform: (@Sendable (Child) -> Action)?

  init(
    _ child: EffectRun<Child>, transform: @escaping @Sendable (Child) -> Action,
    wrapped: Effect<Child>.RunOperation? = nil
  ) {
    self.child = child
    self.wrapped = wrapped
    self.transform = transform
    super.init(priority: child.priority)
    cancellation = child.cancellation
  }

  override func run(_ send: Send<Action>) async {
    guard let child, let transform else { return }
    let send = Send(receiver: MappedReceiver(send, transform: transform))
    if let wrapped {
      await wrapped(send)
    } else {
      await child.run(send)
    }
  }

  override func releaseWork() {
    child = nil
    wrapped = nil
    transform = nil
  }
}

/// Hands actions on to a ``Send`` of another action type.
private final class MappedReceiver<Child, Action>: ActionReceiver {
  private let send: Send<Action>
  private let transform: @Sendable (Child) -> Action

  init(_ send: Send<Action>, transform: @escaping @Sendable (Child) -> Action) {
    self.send = send
    self.transform = transform
  }

  func receive(_ action: Child) {
    send(transform(action))
  }
}

/// The effect type of a reducer.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
