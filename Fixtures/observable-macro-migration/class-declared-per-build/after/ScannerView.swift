import SwiftUI

struct ScannerView: View {
    @State private var scanner = Scanner()

    var body: some View {
        List(scanner.codes, id: \.self) { code in
            Text(code)
        }
    }
}
