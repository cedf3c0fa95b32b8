import SwiftUI

struct ScannerView: View {
    @StateObject var viewModel = ViewModel()

    var onCode: (String) -> Void

    var body: some View {
        Text(viewModel.lastCode)
            .onAppear {
                viewModel.onCode = onCode
                viewModel.start()
            }
    }
}
