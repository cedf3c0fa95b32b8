import SwiftUI

struct LibraryStatusBar: View {
    @ObservedObject var viewModel: LibraryViewModel

    var body: some View {
        HStack {
            if let error = viewModel.error {
                Text(error.localizedDescription)
                    .foregroundStyle(.red)
            } else {
                Text("\(viewModel.books.count) books")
            }
            Spacer()
            if viewModel.isLoading {
                Text("Updating…")
            }
        }
        .padding()
    }
}
