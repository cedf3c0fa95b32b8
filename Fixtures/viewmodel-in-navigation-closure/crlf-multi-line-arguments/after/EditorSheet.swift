import SwiftUI
import Combine

final class EditVM: ObservableObject {
    init(name: String, count: Int) {}
}

struct EditView: View {
    @StateObject private var model: EditVM

    init(name: String, count: Int) {
        _model = StateObject(wrappedValue: EditVM(name: name, count: count))
    }
    var body: some View { Text("edit") }
}

struct Host: View {
    @State private var show = false
    var body: some View {
        Text("host")
            .sheet(isPresented: $show) {
                EditView(
                    name: "a",
                    count: 1
                )
            }
    }
}
