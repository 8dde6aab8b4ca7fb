#if canImport(UIKit)
    print("The example runs headlessly on Linux and macOS; on iOS, use the configuration in an app.")
#else
    import Foundation

    exit(await ExampleApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
#endif
