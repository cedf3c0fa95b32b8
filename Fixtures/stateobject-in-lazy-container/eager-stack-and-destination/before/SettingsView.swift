import SwiftUI

final class ToggleModel: ObservableObject {
    @Published var isOn = false
}

final class DetailModel: ObservableObject {
    @Published var notes = ""
}

struct ToggleRow: View {
    let title: String
    @StateObject private var model = ToggleModel()

    var body: some View {
        Toggle(title, isOn: $model.isOn)
    }
}

struct SettingDetail: View {
    let title: String
    @StateObject private var model = DetailModel()

    var body: some View {
        TextField(title, text: $model.notes)
    }
}

struct SettingsView: View {
    let titles: [String]

    var body: some View {
        List {
            // A destination lives while it is shown, not with the row.
            ForEach(titles, id: \.self) { title in
                NavigationLink(destination: SettingDetail(title: title)) {
                    Text(title)
                }
            }
        }
        ScrollView {
            // A plain VStack builds every row once and keeps it.
            VStack {
                ForEach(titles, id: \.self) { title in
                    ToggleRow(title: title)
                }
            }
        }
    }
}
