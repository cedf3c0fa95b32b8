import SwiftUI
import Combine

final class EditVM: ObservableObject {
    init(name: String, count: Int) {}
}

struct EditView: View {
    @ObservedObject var model: EditVM
    var body: some View { Text("edit") }
}

struct Host: View {
    @State private var show = false
    var body: some View {
        Text("host")
            .sheet(isPresented: $show) {
                EditView(
                    model: EditVM(
                        name: "a",
                        count: 1
                    )
                )
            }
    }
}
