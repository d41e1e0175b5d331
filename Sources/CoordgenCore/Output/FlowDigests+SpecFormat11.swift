/// How the model types of spec format 1.1 (branches, tabs) are written as `CanonicalBytes` and read
/// back, as the other model types are in `FlowDigests+Model.swift`.

extension Branch: CanonicalEncoding {
    static let encodedProperties = ["condition", "actions", "documentation"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(condition)
        bytes.append(actions)
        bytes.append(documentation)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            condition: try Condition(from: &reader), actions: try reader.list(),
            documentation: try reader.optionalString(), location: try reader.location())
    }
}

extension Condition: CanonicalEncoding {
    static let encodedProperties = ["kind", "subject", "patterns"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(kind.rawValue)
        bytes.append(subject)
        bytes.append(patterns)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            kind: try reader.raw(), subject: try reader.optional(), patterns: try reader.list(),
            location: try reader.location())
    }
}

extension Pattern: CanonicalEncoding {
    static let encodedProperties = ["literal", "caseName", "bindings"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(literal)
        bytes.append(caseName)
        bytes.append(bindings)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            literal: try reader.optionalString(), caseName: try reader.optionalString(), bindings: try reader.list(),
            location: try reader.location())
    }
}

extension Tab: CanonicalEncoding {
    static let encodedProperties = [
        "flow", "caseName", "title", "image", "selectedImage", "load", "arguments", "description",
    ]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(flow)
        bytes.append(caseName)
        bytes.append(title)
        bytes.append(image)
        bytes.append(selectedImage)
        bytes.append(load.rawValue)
        bytes.append(arguments)
        bytes.append(description)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            flow: try reader.string(), caseName: try reader.string(), title: try reader.string(),
            image: try reader.optional(), selectedImage: try reader.optional(), load: try reader.raw(),
            arguments: try reader.list(), description: try reader.string(), location: try reader.location())
    }
}

extension TabImage: CanonicalEncoding {
    static let encodedProperties = ["name", "source"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(source.rawValue)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(name: try reader.string(), source: try reader.raw())
    }
}

extension Link: CanonicalEncoding {
    static let encodedProperties = ["pattern", "segments", "parameters", "steps", "caseName", "documentation"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(pattern)
        bytes.append(segments)
        bytes.append(parameters)
        bytes.append(steps)
        bytes.append(caseName)
        bytes.append(documentation)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            pattern: try reader.string(), segments: try reader.list(), parameters: try reader.list(),
            steps: try reader.list(), caseName: try reader.string(), documentation: try reader.optionalString(),
            location: try reader.location())
    }
}

extension Link.Segment: CanonicalEncoding {
    static let encodedProperties = ["literal", "parameter"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(literal)
        bytes.append(parameter)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(literal: try reader.optionalString(), parameter: try reader.optionalString())
    }
}

extension Link.Step: CanonicalEncoding {
    static let encodedProperties = ["target", "transition", "flow"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(target)
        bytes.append(transition.rawValue)
        bytes.append(flow)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            target: try Target(from: &reader), transition: try reader.raw(), flow: try reader.string(),
            location: try reader.location())
    }
}
