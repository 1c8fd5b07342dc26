package dev.parlance;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

@SpringBootApplication
@ConfigurationPropertiesScan
public class ParlanceApplication {
    public static void main(String[] args) {
        SpringApplication.run(ParlanceApplication.class, args);
    }
}
