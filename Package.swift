// swift-tools-version:6.0
import PackageDescription

let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "coordgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordgen", targets: ["coordgen"]),
        .library(name: "CoordgenCore", targets: ["CoordgenCore"]),
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
        .target(
            name: "CoordgenCore",
            dependencies: [
                "CCmark",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strictSwift,
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // Embeds Templates/ into the library at build time, so the binary needs no resource files.
        .executableTarget(
            name: "embed-templates",
            swiftSettings: strictSwift
        ),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["embed-templates"],
            path: "Sources/EmbedTemplatesPlugin"
        ),
        .executableTarget(
            name: "coordgen",
            dependencies: ["CoordgenCore", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "coordgen-bench",
            dependencies: ["CoordgenCore"],
            swiftSettings: strictSwift
        ),
        // A stand-in for UIKit on Linux, with UIKit's real Swift signatures, so generated code compiles and runs here.
        .target(
            name: "UIKit",
            path: "Tests/UIKitStandIn",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "UIKitStandInTests",
            dependencies: ["UIKit"],
            path: "Tests/UIKitStandInTests",
            swiftSettings: strictSwift
        ),
        // The golden output of the example specs (generated files, scaffolds and the app's types),
        // compiled like app code: Swift 6, complete concurrency checking, warnings as errors.
        .target(
            name: "GoldenApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The shared example specs generated with `access: public`, used from another module.
        .target(
            name: "GoldenPublicApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenPublicApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The same two spec sets generated with `style: flow-controller`.
        .target(
            name: "GoldenFlowControllerApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenFlowControllerApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .target(
            name: "GoldenFlowControllerPublicApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenFlowControllerPublicApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The project's examples generated with `style: silver`.
        .target(
            name: "GoldenSilverApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenSilverApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .testTarget(
            name: "SilverTests",
            dependencies: ["GoldenSilverApp", "UIKit"],
            path: "Tests/SilverTests",
            swiftSettings: strictSwift
        ),
        // The example specs generated with `children: composition` (coordinators without a superclass).
        .target(
            name: "GoldenCompositionApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenCompositionApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The example specs generated with `outputs: delegates` and `children: composition`.
        .target(
            name: "GoldenDelegatesApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenDelegatesApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The example specs generated with `outputs: delegates` alone (children kept by BaseCoordinator).
        .target(
            name: "GoldenDelegatesOnlyApp",
            dependencies: ["UIKit"],
            path: "Tests/GoldenDelegatesOnlyApp",
            swiftSettings: strictSwift + [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .testTarget(
            name: "DelegatesTests",
            dependencies: ["GoldenDelegatesApp", "UIKit"],
            path: "Tests/DelegatesTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: ["GoldenCompositionApp", "UIKit"],
            path: "Tests/CompositionTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FlowControllerTests",
            dependencies: ["GoldenFlowControllerApp", "GoldenFlowControllerPublicApp", "UIKit"],
            path: "Tests/FlowControllerTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["GoldenApp", "GoldenPublicApp", "UIKit"],
            path: "Tests/GeneratedCodeTests",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "CoordgenCoreTests",
            dependencies: ["CoordgenCore"],
            exclude: ["Fixtures", "Golden"],
            swiftSettings: strictSwift
        ),
    ]
)
