import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros([
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "CustomReflectable"]),
    "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
    "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  ])
)
struct ObservableStateMacroTests {
  @Test func structTracksItsVars() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        var name: String
        let id: Int
        @ObservationStateIgnored var cache = 0
        var doubled: Int { count * 2 }
        static var shared = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count, _$bit: 52)
            return _count
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.count, &_count, newValue, ComposableCore._$isIdentityEqual,
              _$bit: 52)
          }
          _modify {
            ComposableCore._$willModify(&_count)
            let before: ComposableCore._$IdentitySnapshot =
              _$observationRegistrar._$isRead(_$bit: 52)
              ? ComposableCore._$identitySnapshot(_count) : .none
            yield &_count
            if _$observationRegistrar._$isRead(_$bit: 52) {
              _$observationRegistrar.didModify(
                self, keyPath: \.count, before: before,
                after: ComposableCore._$identitySnapshot(_count))
            }
          }
        }

        var _count = 0
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.name, _$bit: 6)
            return _name
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.name, &_name, newValue, ComposableCore._$isIdentityEqual,
              _$bit: 6)
          }
          _modify {
            ComposableCore._$willModify(&_name)
            let before: ComposableCore._$IdentitySnapshot =
              _$observationRegistrar._$isRead(_$bit: 6)
              ? ComposableCore._$identitySnapshot(_name) : .none
            yield &_name
            if _$observationRegistrar._$isRead(_$bit: 6) {
              _$observationRegistrar.didModify(
                self, keyPath: \.name, before: before,
                after: ComposableCore._$identitySnapshot(_name))
            }
          }
        }

        var _name: String
        let id: Int
        var cache = 0
        var doubled: Int { count * 2 }
        static var shared = 0
        var _$observationRegistrar = ComposableCore.ObservationStateRegistrar()

        public var _$id: ComposableCore.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        enum CodingKeys: String, CodingKey {
          case _count = "count"
          case _name = "name"
          case id
          case cache
        }

        public var customMirror: Mirror {
          Mirror(
            self,
            children: [
              "count": count as Any,
              "name": name as Any,
              "id": id as Any,
              "cache": cache as Any,
            ] as KeyValuePairs<String, Any>,
            displayStyle: .struct
          )
        }

        public static func _$modifier<_$Value>(
          for keyPath: PartialKeyPath<Self>, of _: _$Value.Type
        ) -> ComposableCore._$Modifier<Self, _$Value>? {
          if keyPath == \Self.count, ComposableCore._$isValue(_$Value.self, of: \Self.count) {
            return ComposableCore._$Modifier(
              storage: ComposableCore._$storage(\Self._count),
              registrar: \Self._$observationRegistrar,
              _$bit: 52,
              didModify: { state in
                state._$observationRegistrar.didModify(
                  state, keyPath: \Self.count, before: .none, after: .none)
              }
            ) { state, body in
              ComposableCore._$modify(&state.count, as: _$Value.self, body)
            }
          }
          if keyPath == \Self.name, ComposableCore._$isValue(_$Value.self, of: \Self.name) {
            return ComposableCore._$Modifier(
              storage: ComposableCore._$storage(\Self._name),
              registrar: \Self._$observationRegistrar,
              _$bit: 6,
              didModify: { state in
                state._$observationRegistrar.didModify(
                  state, keyPath: \Self.name, before: .none, after: .none)
              }
            ) { state, body in
              ComposableCore._$modify(&state.name, as: _$Value.self, body)
            }
          }
          return nil
        }
      }

      extension State: ComposableCore.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func sharedValuesAreLeftAloneAndReflectedAsReferences() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Shared(.inMemory("stats")) var stats = Stats()
        @SharedReader(.appStorage("name")) var name = ""
      }
      """
    } expansion: {
      #"""
      struct State {
        @Shared(.inMemory("stats")) var stats = Stats()
        @SharedReader(.appStorage("name")) var name = ""
        var _$observationRegistrar = ComposableCore.ObservationStateRegistrar()

        public var _$id: ComposableCore.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        public var customMirror: Mirror {
          Mirror(
            self,
            children: [
              "stats": _stats as Any,
              "name": _name as Any,
            ] as KeyValuePairs<String, Any>,
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableCore.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func ownCodingKeysAndMirrorAreKept() {
    assertMacro {
      """
      @ObservableState
      struct State: Codable, CustomReflectable {
        var count = 0
        enum CodingKeys: String, CodingKey {
          case _count = "c"
        }
        var customMirror: Mirror { Mirror(reflecting: count) }
      }
      """
    } expansion: {
      #"""
      struct State: Codable, CustomReflectable {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count, _$bit: 52)
            return _count
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.count, &_count, newValue, ComposableCore._$isIdentityEqual,
              _$bit: 52)
          }
          _modify {
            ComposableCore._$willModify(&_count)
            let before: ComposableCore._$IdentitySnapshot =
              _$observationRegistrar._$isRead(_$bit: 52)
              ? ComposableCore._$identitySnapshot(_count) : .none
            yield &_count
            if _$observationRegistrar._$isRead(_$bit: 52) {
              _$observationRegistrar.didModify(
                self, keyPath: \.count, before: before,
                after: ComposableCore._$identitySnapshot(_count))
            }
          }
        }

        var _count = 0
        enum CodingKeys: String, CodingKey {
          case _count = "c"
        }
        var customMirror: Mirror { Mirror(reflecting: count) }
        var _$observationRegistrar = ComposableCore.ObservationStateRegistrar()

        public var _$id: ComposableCore.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        public static func _$modifier<_$Value>(
          for keyPath: PartialKeyPath<Self>, of _: _$Value.Type
        ) -> ComposableCore._$Modifier<Self, _$Value>? {
          if keyPath == \Self.count, ComposableCore._$isValue(_$Value.self, of: \Self.count) {
            return ComposableCore._$Modifier(
              storage: ComposableCore._$storage(\Self._count),
              registrar: \Self._$observationRegistrar,
              _$bit: 52,
              didModify: { state in
                state._$observationRegistrar.didModify(
                  state, keyPath: \Self.count, before: .none, after: .none)
              }
            ) { state, body in
              ComposableCore._$modify(&state.count, as: _$Value.self, body)
            }
          }
          return nil
        }
      }

      extension State: ComposableCore.ObservableState {
      }
      """#
    }
  }

  @Test func enumIdentityIsItsCaseAndPayload() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case idle
        case loading(Child.State)
        case pair(Int, Int)
      }
      """
    } expansion: {
      """
      enum State {
        case idle
        case loading(Child.State)
        case pair(Int, Int)

        public var _$id: ComposableCore.ObservableStateID {
          switch self {
          case .idle:
            return ._$case(0)
          case let .loading(payload):
            return ._$case(1, payload: ComposableCore._$stateID(of: payload))
          case .pair:
            return ComposableCore.ObservableStateID()
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .loading(payload):
          ComposableCore._$willModify(&payload)
          self = .loading(payload)
          default:
            break
          }
        }
      }

      extension State: ComposableCore.ObservableState {
      }
      """
    }
  }

  @Test func onAClass() {
    assertMacro {
      """
      @ObservableState
      class State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum
      class State {
        var count = 0
      }
      """
    }
  }
}
