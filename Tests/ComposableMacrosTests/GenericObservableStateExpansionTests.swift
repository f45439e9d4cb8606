import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@ObservableState` in generic types: the expansion declares no generic parameter that a
/// user's could shadow (a type generic over `Value` once failed to compile), and an enum state
/// nested in a generic type keeps its identity per case.
@Suite(
  .macros([
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "CustomReflectable"]),
    "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
    "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  ])
)
struct GenericObservableStateExpansionTests {
  @Test func observableStateInATypeGenericOverValue() {
    assertMacro {
      """
      @ObservableState
      struct LoadedValue<Request, Value> {
        var request: Request
        var value: Value?
      }
      """
    } expansion: {
      #"""
      struct LoadedValue<Request, Value> {
        var request: Request {
          @storageRestrictions(initializes: _request)
          init(initialValue) {
            _request = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.request, _$bit: 50)
            return _request
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.request, &_request, newValue, ComposableCore._$isIdentityEqual,
              _$bit: 50)
          }
          _modify {
            ComposableCore._$willModify(&_request)
            let before: ComposableCore._$IdentitySnapshot =
              _$observationRegistrar._$isRead(_$bit: 50)
              ? ComposableCore._$identitySnapshot(_request) : .none
            yield &_request
            if _$observationRegistrar._$isRead(_$bit: 50) {
              _$observationRegistrar.didModify(
                self, keyPath: \.request, before: before,
                after: ComposableCore._$identitySnapshot(_request))
            }
          }
        }

        var _request: Request
        var value: Value? {
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.value, _$bit: 42)
            return _value
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.value, &_value, newValue, ComposableCore._$isIdentityEqual,
              _$bit: 42)
          }
          _modify {
            ComposableCore._$willModify(&_value)
            let before: ComposableCore._$IdentitySnapshot =
              _$observationRegistrar._$isRead(_$bit: 42)
              ? ComposableCore._$identitySnapshot(_value) : .none
            yield &_value
            if _$observationRegistrar._$isRead(_$bit: 42) {
              _$observationRegistrar.didModify(
                self, keyPath: \.value, before: before,
                after: ComposableCore._$identitySnapshot(_value))
            }
          }
        }

        var _value: Value?
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
          case _request = "request"
          case _value = "value"
        }

        public var customMirror: Mirror {
          Mirror(
            self,
            children: [
              "request": request as Any,
              "value": value as Any,
            ] as KeyValuePairs<String, Any>,
            displayStyle: .struct
          )
        }

        public static func _$modifier<_$Value>(
          for keyPath: PartialKeyPath<Self>, of _: _$Value.Type
        ) -> ComposableCore._$Modifier<Self, _$Value>? {
          if keyPath == \Self.request, ComposableCore._$isValue(_$Value.self, of: \Self.request) {
            return ComposableCore._$Modifier(
              storage: ComposableCore._$storage(\Self._request),
              registrar: \Self._$observationRegistrar,
              _$bit: 50,
              didModify: { state in
                state._$observationRegistrar.didModify(
                  state, keyPath: \Self.request, before: .none, after: .none)
              }
            ) { state, body in
              ComposableCore._$modify(&state.request, as: _$Value.self, body)
            }
          }
          if keyPath == \Self.value, ComposableCore._$isValue(_$Value.self, of: \Self.value) {
            return ComposableCore._$Modifier(
              storage: ComposableCore._$storage(\Self._value),
              registrar: \Self._$observationRegistrar,
              _$bit: 42,
              didModify: { state in
                state._$observationRegistrar.didModify(
                  state, keyPath: \Self.value, before: .none, after: .none)
              }
            ) { state, body in
              ComposableCore._$modify(&state.value, as: _$Value.self, body)
            }
          }
          return nil
        }
      }

      extension LoadedValue: ComposableCore.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func observableStateEnumInAGenericType() {
    assertMacro {
      """
      enum Outer<State> {
        @ObservableState
        public enum Loading<Value, T> {
          case idle
          case loaded(Value)
          case failed(T, retries: Int)
        }
      }
      """
    } expansion: {
      """
      enum Outer<State> {
        public enum Loading<Value, T> {
          case idle
          case loaded(Value)
          case failed(T, retries: Int)

          public var _$id: ComposableCore.ObservableStateID {
            switch self {
            case .idle:
              return ._$case(0)
            case let .loaded(payload):
              return ._$case(1, payload: ComposableCore._$stateID(of: payload))
            case .failed:
              return ComposableCore.ObservableStateID()
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .loaded(payload):
            ComposableCore._$willModify(&payload)
            self = .loaded(payload)
            default:
              break
            }
          }
        }
      }

      extension Outer.Loading: ComposableCore.ObservableState {
      }
      """
    }
  }
}
