import ComposableCore
import TestSupport
import Testing

/// A scoped store embeds its actions by writing the payload in front of the bytes its case path's
/// root had after it, once a case path has embedded one (`CaseEmbedder`). These tests send random
/// child actions with every kind of payload through scoped stores and expect the root to receive
/// exactly what the case paths embed, and no payload to leak.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScopedStoreEmbeddingTests {
  @Test func scopedStoresSendWhatTheirCasePathsEmbed() async {
    for await seed in propertySeeds(quick: 10, soak: 100) {
      var generator = SeededGenerator(seed: seed)
      let store = Store(initialState: Log()) { Logger() }
      // NB: Held for the whole run, so that each embeds through its case path only once.
      let count = store.scope(state: \.self, action: \.count)
      let text = store.scope(state: \.self, action: \.text)
      let object = store.scope(state: \.self, action: \.object)
      let pair = store.scope(state: \.self, action: \.pair)
      let boxed = store.scope(state: \.self, action: \.boxed)
      let padded = store.scope(state: \.self, action: \.padded)
      let first = padded.scope(state: \.self, action: \.first)
      let second = padded.scope(state: \.self, action: \.second)
      let nested = store.scope(state: \.self, action: \.nested)
        .scope(state: \.self, action: \.inner).scope(state: \.self, action: \.count)
      let chain = store.scope(state: \.self, action: \.chain).scope(state: \.self, action: \.link)
        .scope(state: \.self, action: \.value)
      var expected: [String] = []
      for step in 0..<200 {
        let number = Int.random(in: -3...3, using: &generator)
        let word = ["", "a", "longer string that does not fit inline in a String"]
          .randomElement(using: &generator)!
        let small = UInt8(truncatingIfNeeded: number)
        let padding: UInt8 = Bool.random(using: &generator) ? 0xFF : 0
        var paddedBytes = (small, padding, padding, padding, UInt32(step))
        let value = Padded(small: small, large: UInt32(step))
        let action: Logger.Action
        switch Int.random(in: 0..<9, using: &generator) {
        case 0:
          action = .count(number)
          count.send(number)
        case 1:
          action = .text(word)
          text.send(word)
        case 2:
          action = .object(.keep(Token(id: number)))
          object.send(.keep(Token(id: number)))
        case 3:
          action = .pair(number, word)
          pair.send((number, word))
        case 4:
          action = .boxed(number)
          boxed.send(number)
        case 5:
          action = .padded(.first(value))
          withUnsafeBytes(of: &paddedBytes) { send($0, to: first) }
        case 6:
          action = .padded(.second(value))
          withUnsafeBytes(of: &paddedBytes) { send($0, to: second) }
        case 7:
          action = .chain(.link(.value(word)))
          chain.send(word)
        default:
          action = .nested(.inner(.count(number)))
          nested.send(number)
        }
        expected.append("\(action)")
        guard store.withState(\.entries) == expected else {
          Issue.record(
            """
            \(replayHint(seed: seed, step: step, history: expected))
            store: \(store.withState(\.entries).last ?? "")
            """
          )
          return
        }
      }
    }
  }

  @Test func aStoreScopedBelowADismissedChildSendsNothing() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = try #require(store.scope(state: \.detail, action: \.detail))
      .scope(state: \.counter, action: \.counter)
    counter.send(.increment)
    counter.send(.increment)
    #expect(store.state.detail?.counter.count == 2)
    #expect(counter.state.count == 2)
    store.send(.dismiss)
    counter.send(.increment)
    #expect(store.state.detail == nil)
    #expect(counter.state.count == 2)
  }

  @Test func payloadsSentThroughScopedStoresAreReleased() {
    weak var released: Token?
    do {
      let store = Store(initialState: Log()) { Logger() }
      let object = store.scope(state: \.self, action: \.object)
      for round in 0..<3 {
        let token = Token(id: round)
        released = token
        object.send(.keep(token))
      }
      #expect(store.withState(\.entries).count == 3)
    }
    #expect(released == nil)
  }
}

/// Sends the action stored in `bytes`, padding and all, as generic code copies a value: its
/// padding is not cleared, as it is when the value is built field by field.
@MainActor
private func send<Action>(_ bytes: UnsafeRawBufferPointer, to store: Store<Log, Action>) {
  store.send(bytes.load(as: Action.self))
}

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  @CasePathable enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A parent of an optional child that scopes a counter, each action enum with one case.
private struct Parent: Reducer {
  struct State: Equatable {
    var detail: Detail.State? = Detail.State()
  }
  @CasePathable enum Action {
    case detail(Detail.Action)
    case dismiss
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .dismiss = action { state.detail = nil }
      return .none
    }
    .ifLet(\.detail, action: \.detail) { Detail() }
  }
}

private struct Detail: Reducer {
  struct State: Equatable { var counter = Counter.State() }
  @CasePathable enum Action { case counter(Counter.Action) }
  var body: some ReducerOf<Self> { Scope(state: \.counter, action: \.counter) { Counter() } }
}

/// A class payload, to catch a payload copied without a retain or destroyed twice.
private final class Token: CustomStringConvertible {
  let id: Int
  init(id: Int) { self.id = id }
  var description: String { "Token(\(id))" }
}

private enum ObjectAction {
  case keep(Token)
  case forget
}

/// A payload with padding, in which ``PaddedAction`` keeps its tag.
private struct Padded: CustomStringConvertible {
  var small: UInt8
  var large: UInt32

  var description: String { "Padded(\(small), \(large))" }
}

@CasePathable
private enum PaddedAction {
  case first(Padded)
  case second(Padded)
}

private struct Log: Equatable {
  var entries: [String] = []
}

/// Logs every action it receives.
private struct Logger: Reducer {
  @CasePathable
  enum Inner {
    case count(Int)
    case word(String)
  }

  @CasePathable
  enum Nested {
    case inner(Inner)
    case other(Int)
  }

  /// A chain of enums with one case with a payload each, whose scoped stores embed their
  /// actions in one step.
  @CasePathable
  enum Chain {
    case link(Link)
  }

  @CasePathable
  enum Link {
    case value(String)
    case empty
  }

  @CasePathable
  enum Action {
    case count(Int)
    case text(String)
    case object(ObjectAction)
    case pair(Int, String)
    indirect case boxed(Int)
    case padded(PaddedAction)
    case nested(Nested)
    case chain(Chain)
    case noop
  }

  func reduce(into state: inout Log, action: Action) -> Effect<Action> {
    state.entries.append("\(action)")
    return .none
  }
}
