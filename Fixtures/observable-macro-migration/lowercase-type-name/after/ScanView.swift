import SwiftUI

struct ScanView: View {
    @State private var bridge = sdkBridge()
    @State private var scan = ScanModel()

    var body: some View {
        Button("Scan \(scan.pages)") { bridge.start() }
            .disabled(bridge.accessToken.isEmpty)
    }
}
