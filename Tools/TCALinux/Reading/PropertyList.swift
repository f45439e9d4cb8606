/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
enum PropertyList: Equatable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [PropertyList] {
    if case .array(let values) = self { return values }
    return []
  }

  subscript(key: String) -> PropertyList? {
    if case .dictionary(let values) = self { return values[key] }
    return nil
  }

  /// Parses `text`, or throws `PortError.unreadableProject` with the offset where it stopped.
  static func parse(_ text: String) throws -> PropertyList {
    var parser = Parser(scalars: Array(text.unicodeScalars))
    return try parser.value()
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func value() throws -> PropertyList {
      skipTrivia()
      guard index < scalars.count else { throw failure("a value") }
      switch scalars[index] {
      case "{":
        index += 1
        var values: [String: PropertyList] = [:]
        while true {
          skipTrivia()
          if peek("}") { break }
          guard case .string(let key) = try value() else { throw failure("a key") }
          try expect("=")
          values[key] = try value()
          try expect(";")
        }
        return .dictionary(values)
      case "(":
        index += 1
        var values: [PropertyList] = []
        while true {
          skipTrivia()
          if peek(")") { break }
          values.append(try value())
          skipTrivia()
          if peek(")") { break }
          try expect(",")
        }
        return .array(values)
      case "\"":
        return .string(try quoted())
      default:
        let start = index
        while index < scalars.count, Self.isBare(scalars[index]) { index += 1 }
        guard index > start else { throw failure("a value") }
        return .string(String(String.UnicodeScalarView(scalars[start..<index])))
      }
    }

    private mutating func quoted() throws -> String {
      index += 1
      var result = String.UnicodeScalarView()
      while index < scalars.count, scalars[index] != "\"" {
        if scalars[index] == "\\", index + 1 < scalars.count {
          index += 1
          switch scalars[index] {
          case "n": result.append("\n")
          case "t": result.append("\t")
          default: result.append(scalars[index])
          }
        } else {
          result.append(scalars[index])
        }
        index += 1
      }
      guard index < scalars.count else { throw failure("a closing quote") }
      index += 1
      return String(result)
    }

    private mutating func peek(_ scalar: Unicode.Scalar) -> Bool {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
      return true
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
      skipTrivia()
      guard peek(scalar) else { throw failure("'\(scalar)'") }
    }

    private mutating func skipTrivia() {
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
          index += 1
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          index += 2
          while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
            index += 1
          }
          index += 2
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while index < scalars.count, scalars[index] != "\n" { index += 1 }
        } else {
          return
        }
      }
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_$/:.-+".unicodeScalars.contains(scalar)
    }

    private func failure(_ expected: String) -> PortError {
      .unreadableProject("expected \(expected) at offset \(index)")
    }
  }
}
