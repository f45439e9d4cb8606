import Foundation

/// A type's name as swift-sharing's descriptions show it: no module names, and optionals,
/// arrays and dictionaries in their short forms (`Shared<[String: Int?]>`).
func sharedTypeName(_ type: Any.Type) -> String {
  let name = _typeName(type, qualified: true).replacingOccurrences(
    of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression)
  var parser = TypeNameParser(characters: Array(name))
  return parser.parseType()?.rendered ?? name
}

/// A type name read into a tree: a dotted path and its generic arguments.
private struct TypeNameNode {
  var path: [Substring]
  var arguments: [TypeNameNode]

  var rendered: String {
    let arguments = arguments.map(\.rendered)
    // NB: The first component of a qualified path is its module.
    let name = (path.count > 1 ? path.dropFirst() : path[...]).joined(separator: ".")
    switch (name, arguments.count) {
    case ("Optional", 1): return "\(arguments[0])?"
    case ("Array", 1): return "[\(arguments[0])]"
    case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    case (_, 0): return name
    default: return "\(name)<\(arguments.joined(separator: ", "))>"
    }
  }
}

private struct TypeNameParser {
  let characters: [Character]
  var index = 0

  mutating func parseType() -> TypeNameNode? {
    var path: [Substring] = []
    var component = ""
    while index < characters.count {
      let character = characters[index]
      if character == "." {
        path.append(Substring(component))
        component = ""
      } else if character == "<" || character == ">" || character == "," || character == " " {
        break
      } else {
        component.append(character)
      }
      index += 1
    }
    guard !component.isEmpty else { return nil }
    path.append(Substring(component))
    var node = TypeNameNode(path: path, arguments: [])
    guard index < characters.count, characters[index] == "<" else { return node }
    index += 1
    while index < characters.count {
      while index < characters.count, characters[index] == " " { index += 1 }
      guard let argument = parseType() else { return nil }
      node.arguments.append(argument)
      guard index < characters.count else { return nil }
      let separator = characters[index]
      index += 1
      if separator == ">" { return node }
      guard separator == "," else { return nil }
    }
    return nil
  }
}
