import SwiftUI

struct LibraryStatusBar: View {
    @ObservedObject var viewModel: LibraryViewModel

    var body: some View {
        HStack {
            if let error = viewModel.books.error {
                Text(error.localizedDescription)
                    .foregroundStyle(.red)
            } else {
                Text("\((viewModel.books.value ?? []).count) books")
            }
            Spacer()
            if viewModel.books.isLoading {
                Text("Updating…")
            }
        }
        .padding()
    }
}
