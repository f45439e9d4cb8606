/// How TCA names a store in messages: `StoreOf<Feature>` when its state and action are a
/// reducer's nested `State` and `Action`, else `Store<State, Action>`; module names left out.
func storeTypeName(_ state: Any.Type, _ action: Any.Type) -> String {
  let state = unqualifiedName(state)
  let action = unqualifiedName(action)
  if state.hasSuffix(".State"), action.hasSuffix(".Action"),
    state.dropLast(".State".count) == action.dropLast(".Action".count)
  {
    return "StoreOf<\(state.dropLast(".State".count))>"
  }
  return "Store<\(state), \(action)>"
}

/// A type's name as `String(reflecting:)` spells it, without the module in front of each
/// qualified name and without the anonymous contexts of private and local types
/// (`(unknown context at $…).`, `(Name in _…).`).
func unqualifiedName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  for marker in ["(unknown context at ", " in _"] {
    while let range = name.range(of: marker) {
      guard let open = name[..<range.upperBound].lastIndex(of: "("),
        let end = name[range.upperBound...].range(of: ").")
      else { break }
      name.removeSubrange(open..<end.upperBound)
    }
  }
  var result = ""
  var chain = ""
  func flush() {
    let components = chain.split(separator: ".", omittingEmptySubsequences: false)
    result += components.count > 1 ? components.dropFirst().joined(separator: ".") : chain
    chain = ""
  }
  for character in name {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      chain.append(character)
    } else {
      flush()
      result.append(character)
    }
  }
  flush()
  return result
}
