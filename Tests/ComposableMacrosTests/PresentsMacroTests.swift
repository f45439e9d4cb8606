import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(["Presents": MacroSpec(type: PresentsMacro.self)]))
struct PresentsMacroTests {
  @Test func optionalChild() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableCore.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(
              self, keyPath: \.destination, _$bit: 63)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.destination, &_destination.wrappedValue, newValue,
              ComposableCore._$isIdentityEqual, _$bit: 63)
          }
        }

        var $destination: ComposableCore.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(
              self, keyPath: \.destination, _$bit: 63)
            return _destination
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.destination, &_destination, newValue,
              ComposableCore._$isIdentityEqual, _$bit: 63)
          }
        }

        @ObservationStateIgnored
        var _destination = ComposableCore.PresentationState<Destination.State>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func publicOptionalSpelledOut() {
    assertMacro {
      """
      public struct State {
        @Presents public var alert: Optional<AlertState<Action.Alert>>
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var alert: Optional<AlertState<Action.Alert>> {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableCore.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(
              self, keyPath: \.alert, _$bit: 57)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.alert, &_alert.wrappedValue, newValue,
              ComposableCore._$isIdentityEqual, _$bit: 57)
          }
        }

        public var $alert: ComposableCore.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(
              self, keyPath: \.alert, _$bit: 57)
            return _alert
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.alert, &_alert, newValue,
              ComposableCore._$isIdentityEqual, _$bit: 57)
          }
        }

        @ObservationStateIgnored
        var _alert = ComposableCore.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func notOptional() {
    assertMacro {
      """
      struct State {
        @Presents var detail: Detail.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var detail: Detail.State
                              ┬───────────
                              ╰─ 🛑 '@Presents' presents an optional state: make the type 'Detail.State?'
                                 ✏️ Make it optional
      }
      """
    } fixes: {
      """
      struct State {
        @Presents var detail: Detail.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var detail: Detail.State? {
          @storageRestrictions(initializes: _detail)
          init(initialValue) {
            _detail = ComposableCore.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(
              self, keyPath: \.detail, _$bit: 52)
            return _detail.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.detail, &_detail.wrappedValue, newValue,
              ComposableCore._$isIdentityEqual, _$bit: 52)
          }
        }

        var $detail: ComposableCore.PresentationState<Detail.State> {
          get {
            _$observationRegistrar.access(
              self, keyPath: \.detail, _$bit: 52)
            return _detail
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.detail, &_detail, newValue,
              ComposableCore._$isIdentityEqual, _$bit: 52)
          }
        }

        @ObservationStateIgnored
        var _detail = ComposableCore.PresentationState<Detail.State>(wrappedValue: nil)
      }
      """#
    }
  }
}
