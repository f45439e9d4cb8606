import ComposableCore
import TestSupport
import Testing

/// A store extracts child actions by enum tag once a case path has matched (`CaseExtractor`).
/// These tests send random actions with every kind of payload through a store and through the
/// reducer called directly (case paths only), and expect the same states and no leaked payload.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScopeExtractionTests {
  @Test func storeReducesRandomActionsLikeDirectCalls() async {
    let matches = await storeMatchesDirectCalls(Parent(), from: Parent.State()) { _, generator in
      .random(using: &generator)
    }
    #expect(matches)
  }

  @Test func payloadsOfMatchedAndUnmatchedScopesAreReleased() {
    weak var released: Token?
    do {
      let store = Store(initialState: Parent.State()) { Parent() }
      for round in 0..<3 {
        let token = Token(id: round)
        released = token
        // NB: Every scope but `.object` copies the action to compare its tag, then destroys it.
        store.send(.object(.keep(token)))
        store.send(.element(.element(id: round % 2, action: .keep(token))))
        store.send(.optional(.keep(token)))
        #expect(store.state.object.ids.last == round)
      }
    }
    #expect(released == nil)
  }
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

private struct ObjectState: Equatable, Identifiable {
  var id = 0
  var ids: [Int] = []
}

private func objectReducer() -> some Reducer<ObjectState, ObjectAction> {
  Reduce { state, action in
    switch action {
    case let .keep(token): state.ids.append(token.id)
    case .forget: state.ids.removeAll()
    }
    return .none
  }
}

/// A parent whose action enum mixes trivial, string, class, tuple, indirect and nested payloads.
private struct Parent: Reducer {
  struct State: Equatable {
    var count = 0
    var text = ""
    var object = ObjectState()
    var pair = Pair()
    var boxed = 0
    var optional: ObjectState? = ObjectState()
    var elements: IdentifiedArrayOf<ObjectState> = [ObjectState(id: 0), ObjectState(id: 1)]
    var noops = 0
  }

  struct Pair: Equatable {
    var number = 0
    var word = ""
  }

  enum TextAction {
    case append(String)
    case clear
  }

  @CasePathable
  enum Action {
    case count(Int)
    case text(TextAction)
    case object(ObjectAction)
    case pair(Int, String)
    indirect case boxed(Int)
    case optional(ObjectAction)
    case element(IdentifiedAction<Int, ObjectAction>)
    case noop

    static func random(using generator: inout SeededGenerator) -> Self {
      let number = Int.random(in: -3...3, using: &generator)
      let words = ["", "a", "longer string that does not fit inline in a String"]
      let word = words.randomElement(using: &generator)!
      let object: ObjectAction =
        Bool.random(using: &generator) ? .keep(Token(id: number)) : .forget
      switch Int.random(in: 0..<8, using: &generator) {
      case 0: return .count(number)
      case 1: return .text(Bool.random(using: &generator) ? .append(word) : .clear)
      case 2: return .object(object)
      case 3: return .pair(number, word)
      case 4: return .boxed(number)
      case 5: return .optional(object)
      case 6:
        return .element(.element(id: Int.random(in: 0...1, using: &generator), action: object))
      default: return .noop
      }
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.count, action: \.count) {
      Reduce { state, delta in
        state += delta
        return .none
      }
    }
    Scope(state: \.text, action: \.text) {
      Reduce { state, action in
        switch action {
        case let .append(word): state += word
        case .clear: state = ""
        }
        return .none
      }
    }
    Scope(state: \.object, action: \.object) {
      objectReducer()
    }
    Scope(state: \.pair, action: \.pair) {
      Reduce { state, pair in
        state.number += pair.0
        state.word = pair.1
        return .none
      }
    }
    Scope(state: \.boxed, action: \.boxed) {
      Reduce { state, value in
        state = state &* 31 &+ value
        return .none
      }
    }
    Reduce { state, action in
      if case .noop = action { state.noops += 1 }
      return .none
    }
    .ifLet(\.optional, action: \.optional) {
      objectReducer()
    }
    .forEach(\.elements, action: \.element) {
      objectReducer()
    }
  }
}
