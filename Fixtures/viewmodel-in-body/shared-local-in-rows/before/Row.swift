import SwiftUI

final class SelectionViewModel: ObservableObject {
    @Published var selectedID: Int?
}

struct RowView: View {
    @ObservedObject var viewModel: SelectionViewModel
    let item: Item

    var body: some View {
        Button(item.name) {
            viewModel.selectedID = item.id
        }
    }
}
