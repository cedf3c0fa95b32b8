import SwiftUI

struct ScanView: View {
    @StateObject private var bridge = sdkBridge()
    @StateObject private var scan = ScanModel()

    var body: some View {
        Button("Scan \(scan.pages)") { bridge.start() }
            .disabled(bridge.accessToken.isEmpty)
    }
}
