import SwiftUI

struct EventRow: View {
    let date: Date
    @State private var formatter = DateFormatter()
    @State private var decoder = JSONDecoder.init()

    var body: some View {
        Text(formatter.string(from: date))
    }
}
