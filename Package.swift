// swift-tools-version:6.0
import PackageDescription

let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

/// `import UIKit` in a target that depends on `CoordgenUIKitStandIn` imports the stand-in.
let seesStandInAsUIKit = SwiftSetting.unsafeFlags(["-module-alias", "UIKit=CoordgenUIKitStandIn"])

let package = Package(
    name: "coordgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordgen", targets: ["coordgen"]),
        .library(name: "CoordgenCore", targets: ["CoordgenCore"]),
        // For packages that use coordgen: generation at build time, and `swift package generate-coordinators`.
        .plugin(name: "CoordgenPlugin", targets: ["CoordgenPlugin"]),
        .plugin(name: "GenerateCoordinatorsCommand", targets: ["GenerateCoordinatorsCommand"]),
        // The UIKit stand-in, to build generated code on Linux (docs/examples/PluginExample).
        .library(name: "CoordgenUIKitStandIn", targets: ["CoordgenUIKitStandIn"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // SHA-256 with the x86 SHA instructions, for the manifests' digests; elsewhere the Swift code is used.
        .target(name: "CSHA256"),
        // `mallopt` for the executable (glibc's `malloc.h` is not part of the Glibc module).
        .target(name: "CAllocatorTuning"),
        .target(
            name: "CoordgenCore",
            dependencies: [
                "CCmark",
                "CSHA256",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strictSwift
        ),
        // Writes Templates/ into the library as Swift (`make templates`), so the binary needs no resource files.
        .executableTarget(
            name: "coordgen-embed-templates",
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "coordgen",
            dependencies: [
                "CoordgenCore", "CAllocatorTuning", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        // Generates a target's Flows/ at build time into the plugin's work folder (docs/xcode.md).
        .plugin(
            name: "CoordgenPlugin",
            capability: .buildTool(),
            dependencies: ["coordgen"]
        ),
        // `swift package generate-coordinators`: generated files and scaffolds into the package, to commit.
        .plugin(
            name: "GenerateCoordinatorsCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-coordinators",
                    description: "Generates the Swift code and the scaffolds of the flow specs (coordgen generate)"),
                permissions: [
                    .writeToPackageDirectory(reason: "coordgen writes the generated code and the scaffolds of your flows")
                ]
            ),
            dependencies: ["coordgen"]
        ),
        .executableTarget(
            name: "coordgen-bench",
            dependencies: ["CoordgenCore"],
            swiftSettings: strictSwift
        ),
        // A stand-in for UIKit on Linux, with UIKit's real Swift signatures, so generated code compiles and runs here.
        // Its module name is coordgen's own, so that it clashes with nothing in a package that uses coordgen's
        // plugins; the targets that compile generated code (`import UIKit`) see it as UIKit through a module alias.
        .target(
            name: "CoordgenUIKitStandIn",
            path: "Tests/UIKitStandIn",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "UIKitStandInTests",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/UIKitStandInTests",
            swiftSettings: strictSwift + [seesStandInAsUIKit]
        ),
        // The golden output of the example specs (generated files, scaffolds and the app's types),
        // compiled like app code: Swift 6, complete concurrency checking, warnings as errors.
        .target(
            name: "GoldenApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        // The shared example specs generated with `access: public`, used from another module.
        .target(
            name: "GoldenPublicApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenPublicApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        // The same two spec sets generated with `style: flow-controller`.
        .target(
            name: "GoldenFlowControllerApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenFlowControllerApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        .target(
            name: "GoldenFlowControllerPublicApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenFlowControllerPublicApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        // The project's examples generated with `style: silver`.
        .target(
            name: "GoldenSilverApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenSilverApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        .testTarget(
            name: "SilverTests",
            dependencies: ["GoldenSilverApp", "CoordgenUIKitStandIn"],
            path: "Tests/SilverTests",
            swiftSettings: strictSwift + [seesStandInAsUIKit]
        ),
        // The example specs generated with `children: composition` (coordinators without a superclass).
        .target(
            name: "GoldenCompositionApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenCompositionApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        // The example specs generated with `outputs: delegates` and `children: composition`.
        .target(
            name: "GoldenDelegatesApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenDelegatesApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        // The example specs generated with `outputs: delegates` alone (children kept by BaseCoordinator).
        .target(
            name: "GoldenDelegatesOnlyApp",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenDelegatesOnlyApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        .testTarget(
            name: "DelegatesTests",
            dependencies: ["GoldenDelegatesApp", "CoordgenUIKitStandIn"],
            path: "Tests/DelegatesTests",
            swiftSettings: strictSwift + [seesStandInAsUIKit]
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: ["GoldenCompositionApp", "CoordgenUIKitStandIn"],
            path: "Tests/CompositionTests",
            swiftSettings: strictSwift + [seesStandInAsUIKit]
        ),
        .testTarget(
            name: "FlowControllerTests",
            dependencies: ["GoldenFlowControllerApp", "GoldenFlowControllerPublicApp", "CoordgenUIKitStandIn"],
            path: "Tests/FlowControllerTests",
            swiftSettings: strictSwift + [seesStandInAsUIKit]
        ),
        // The code generated from `docs/examples/Shop/Flows`, which use the constructs of spec format 1.1.
        .target(
            name: "GoldenV11App",
            dependencies: ["CoordgenUIKitStandIn"],
            path: "Tests/GoldenV11App",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"]), seesStandInAsUIKit]
        ),
        .testTarget(
            name: "V11BehaviourTests",
            dependencies: ["GoldenV11App", "CoordgenUIKitStandIn"],
            path: "Tests/V11BehaviourTests",
            swiftSettings: strictSwift + [seesStandInAsUIKit]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["GoldenApp", "GoldenPublicApp", "CoordgenUIKitStandIn"],
            path: "Tests/GeneratedCodeTests",
            swiftSettings: strictSwift + [seesStandInAsUIKit]
        ),
        .testTarget(
            name: "CoordgenCoreTests",
            dependencies: ["CoordgenCore"],
            exclude: ["Fixtures", "Golden"],
            swiftSettings: strictSwift
        ),
    ]
)
