#if Combine
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Store {
    /// A publisher of the store's state: the current state, then the state after each action.
    ///
    /// A member of the state is a publisher too, which emits only when the member changes:
    ///
    /// ```swift
    /// store.publisher.count
    ///   .sink { label.text = "\($0)" }
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// A subscription keeps the store alive until it is cancelled.
    public var publisher: StorePublisher<State> {
      let relay = StateRelay(store: self, core: core)
      return StorePublisher(
        upstream: relay.subject
          .handleEvents(receiveCancel: { _ = relay })
          .eraseToAnyPublisher())
    }
  }

  /// A publisher of a store's state, or of a member of it; see ``Store/publisher``.
  @dynamicMemberLookup
  public struct StorePublisher<State>: Publisher {
    public typealias Output = State
    public typealias Failure = Never

    let upstream: AnyPublisher<State, Never>

    /// Subscribes to the state.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == State, S.Failure == Never {
      upstream.subscribe(subscriber)
    }

    /// A publisher of a member of the state, which emits only when the member changes.
    public subscript<Value: Equatable>(
      dynamicMember keyPath: KeyPath<State, Value>
    ) -> StorePublisher<Value> {
      StorePublisher<Value>(
        upstream: upstream.map(keyPath).removeDuplicates().eraseToAnyPublisher())
    }
  }

  /// Forwards a store's states to a subject for as long as a publisher of them lives.
  @MainActor
  private final class StateRelay<State, Action> {
    let subject: CurrentValueSubject<State, Never>
    private let store: Store<State, Action>
    private let core: any StoreCore<State, Action>
    private var token: Int?

    init(store: Store<State, Action>, core: any StoreCore<State, Action>) {
      self.store = store
      self.core = core
      let subject = CurrentValueSubject<State, Never>(core.state)
      self.subject = subject
      token = core.observe { subject.send($0) }
    }

    isolated deinit {
      if let token { core.removeObserver(token) }
    }
  }
#endif
